import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import { adsEn } from './en';
import { adsFi } from './fi';
import type { AdsKey } from './texts-shape';

// The slot's texts join the app's `translation` namespace under `adSlot` when the slot's chunk loads, so
// they travel with it and not in the players' first download.

const NAMESPACE = 'adSlot';

export type AdsT = (key: AdsKey, options?: TOptions) => string;

const registered = new WeakSet<I18n>();

function registerAdsTexts(instance: I18n | undefined): void {
  if (instance === undefined || registered.has(instance)) return;
  registered.add(instance);
  instance.addResourceBundle('fi', 'translation', { [NAMESPACE]: adsFi }, true, true);
  instance.addResourceBundle('en', 'translation', { [NAMESPACE]: adsEn }, true, true);
}

// The app's instance exists before the chunk loads (initReactI18next hands it to getI18n).
registerAdsTexts(getI18n() ?? undefined);

export function useAdsText(): AdsT {
  const { t, i18n } = useTranslation();
  registerAdsTexts(i18n);
  const untyped = t as unknown as (key: string, options?: TOptions) => string;
  return useCallback<AdsT>((key, options) => untyped(`${NAMESPACE}.${key}`, options), [untyped]);
}
