import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerEn } from './banner.en';
import { bannerFi } from './banner.fi';

// Joined to the app's `translation` namespace under `analyticsBanner` when the banner's chunk loads.
const NAMESPACE = 'analyticsBanner';

export type BannerKey = keyof typeof bannerFi;

const registered = new WeakSet<I18n>();

function registerBannerTexts(instance: I18n): void {
  if (registered.has(instance)) return;
  registered.add(instance);
  instance.addResourceBundle('fi', 'translation', { [NAMESPACE]: bannerFi }, true, true);
  instance.addResourceBundle('en', 'translation', { [NAMESPACE]: bannerEn }, true, true);
}

export function useBannerText(): (key: BannerKey) => string {
  const { t, i18n } = useTranslation();
  registerBannerTexts(i18n);
  const untyped = t as unknown as (key: string) => string;
  return useCallback((key: BannerKey) => untyped(`${NAMESPACE}.${key}`), [untyped]);
}
