import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import type { SameKeys, TextKey } from './types';

// A tab's texts join the app's `translation` namespace under the tab's own key when the tab's chunk
// loads, so they travel with the tab and not in the players' first download.

/** A tab's `t`: keys checked against the tab's own texts. */
export type TabT<Key extends string> = (key: Key, options?: TOptions) => string;

export interface TabTexts<Key extends string> {
  /** Adds the texts to an i18next instance, once. */
  register: (instance: I18n | undefined) => void;
  useText: () => { t: TabT<Key>; language: string };
}

/** The tab's texts under `namespaceKey` in both languages, and the hook that reads them. */
export function tabTexts<Fi extends object>(
  namespaceKey: string,
  fi: Fi,
  en: SameKeys<Fi>,
): TabTexts<TextKey<Fi>> {
  const registered = new WeakSet<I18n>();

  function register(instance: I18n | undefined): void {
    if (instance === undefined || registered.has(instance)) return;
    registered.add(instance);
    instance.addResourceBundle('fi', 'translation', { [namespaceKey]: fi }, true, true);
    instance.addResourceBundle('en', 'translation', { [namespaceKey]: en }, true, true);
  }

  // The app's instance exists before any lazy chunk loads (initReactI18next hands it to getI18n).
  register(getI18n() ?? undefined);

  function useText(): { t: TabT<TextKey<Fi>>; language: string } {
    const { t, i18n } = useTranslation();
    // Another instance (a test's, a second root) learns the texts on first use.
    register(i18n);
    const untyped = t as unknown as (key: string, options?: TOptions) => string;
    const translate = useCallback<TabT<TextKey<Fi>>>(
      (key, options) => untyped(`${namespaceKey}.${key}`, options),
      [untyped],
    );
    return { t: translate, language: i18n.language };
  }

  return { register, useText };
}
