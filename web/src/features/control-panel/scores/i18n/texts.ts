import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { en } from './en';
import { fi } from './fi';
import type { ScoresKey } from './messages';

// The tab's texts join the app's `translation` namespace under `controlPanelScores` when this chunk
// loads, so they travel with the tab and not in the players' first download.

const NAMESPACE_KEY = 'controlPanelScores';
const registered = new WeakSet<I18n>();

export function registerScoresTexts(instance: I18n | undefined): void {
  if (instance === undefined || registered.has(instance)) return;
  registered.add(instance);
  instance.addResourceBundle('fi', 'translation', { [NAMESPACE_KEY]: fi }, true, true);
  instance.addResourceBundle('en', 'translation', { [NAMESPACE_KEY]: en }, true, true);
}

// The app's instance exists before any lazy chunk loads (initReactI18next hands it to getI18n).
registerScoresTexts(getI18n() ?? undefined);

export type ScoresT = (key: ScoresKey, options?: TOptions) => string;

/** The tab's `t`: keys checked against the tab's own texts. */
export function useScoresText(): { t: ScoresT; language: string } {
  const { t, i18n } = useTranslation();
  // Another instance (a test's, a second root) learns the texts on first use.
  registerScoresTexts(i18n);
  const untyped = t as unknown as (key: string, options?: TOptions) => string;
  const translate = useCallback<ScoresT>(
    (key, options) => untyped(`${NAMESPACE_KEY}.${key}`, options),
    [untyped],
  );
  return { t: translate, language: i18n.language };
}
