import type { i18n } from 'i18next';
import { cpEn } from './en';
import { cpFi } from './fi';

// The control panel's texts travel in its own lazily loaded chunk, not in every player's first download:
// they join the app's `controlPanel` texts (deep merge, so `controlPanel.title` stays) when the chunk runs.

const added = new WeakSet<i18n>();

export function addControlPanelTexts(instance: i18n): void {
  if (added.has(instance)) return;
  added.add(instance);
  instance.addResourceBundle('fi', 'translation', { controlPanel: cpFi }, true, true);
  instance.addResourceBundle('en', 'translation', { controlPanel: cpEn }, true, true);
}
