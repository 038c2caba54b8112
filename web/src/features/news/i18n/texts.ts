import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { newsEn } from './en';
import { newsFi } from './fi';
import type { NewsKey } from './texts-shape';

// The popup's texts join the app's `translation` namespace under `newsPopup` when the popup's chunk
// loads, so they travel with the popup and not in the players' first download.

const NAMESPACE = 'newsPopup';

export type NewsT = (key: NewsKey, options?: TOptions) => string;

const registered = new WeakSet<I18n>();

export function registerNewsTexts(instance: I18n | undefined): void {
  if (instance === undefined || registered.has(instance)) return;
  registered.add(instance);
  instance.addResourceBundle('fi', 'translation', { [NAMESPACE]: newsFi }, true, true);
  instance.addResourceBundle('en', 'translation', { [NAMESPACE]: newsEn }, true, true);
}

// The app's instance exists before the chunk loads (initReactI18next hands it to getI18n).
registerNewsTexts(getI18n() ?? undefined);

export function useNewsText(): NewsT {
  const { t, i18n } = useTranslation();
  // Another instance (a test's, a second root) learns the texts on first use.
  registerNewsTexts(i18n);
  const untyped = t as unknown as (key: string, options?: TOptions) => string;
  return useCallback<NewsT>((key, options) => untyped(`${NAMESPACE}.${key}`, options), [untyped]);
}
