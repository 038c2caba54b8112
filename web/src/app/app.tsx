import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from '../components/toast/app-toaster';
import { AnalyticsRoot } from '../features/analytics/components/analytics-root';
import { loadLanguageTexts, loadLaterTexts } from '../i18n/language-texts';
import type { Instance } from '../lib/instance';
import { OfflineNotice } from './pwa/offline-notice';
import { UpdatingOverlay } from './pwa/updating-overlay';
import { Providers } from './providers';
import { createAppRouter, type RouterFactory } from './router';
import { SessionOverlays } from './session-overlays';

interface AppProps {
  instance: Instance;
  i18n: i18n;
  /** The page's own address by default; the build's first paint (web/prerender) gives a fixed one. */
  createRouter?: RouterFactory;
}

export function App({ instance, i18n, createRouter }: AppProps) {
  const [router] = useState(() => {
    const loadAllLanguages = () =>
      Promise.all(instance.sites.map((site) => loadLanguageTexts(i18n, site.language)));
    return createAppRouter(instance.basename, loadAllLanguages, createRouter);
  });
  useEffect(() => {
    // The texts of the pages opened from the menu, once it is drawn. Not fetched now (offline): the first
    // page or dialog opened asks again.
    loadLaterTexts(i18n).catch(() => undefined);
  }, [i18n]);
  return (
    <Providers instance={instance} i18n={i18n}>
      <RouterProvider router={router} />
      <SessionOverlays />
      <OfflineNotice />
      <UpdatingOverlay />
      <AppToaster />
      <AnalyticsRoot router={router} />
    </Providers>
  );
}
