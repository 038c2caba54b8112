import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { privacyEn } from './en';
import { privacyFi } from './fi';

// Joined to the app's `translation` namespace under `privacyNotice` when the notice's chunk loads.
const NAMESPACE = 'privacyNotice';

export type PrivacyKey = keyof typeof privacyFi;

const registered = new WeakSet<I18n>();

function registerPrivacyTexts(instance: I18n): void {
  if (registered.has(instance)) return;
  registered.add(instance);
  instance.addResourceBundle('fi', 'translation', { [NAMESPACE]: privacyFi }, true, true);
  instance.addResourceBundle('en', 'translation', { [NAMESPACE]: privacyEn }, true, true);
}

export function usePrivacyText(): (key: PrivacyKey) => string {
  const { t, i18n } = useTranslation();
  registerPrivacyTexts(i18n);
  const untyped = t as unknown as (key: string) => string;
  return useCallback((key: PrivacyKey) => untyped(`${NAMESPACE}.${key}`), [untyped]);
}
