import type { i18n } from 'i18next';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from '../components/toast/app-toaster';
import { AnalyticsRoot } from '../features/analytics/components/analytics-root';
import { loadLaterTexts } from '../i18n/language-texts';
import type { Instance } from '../lib/instance';
import { OfflineNotice } from './pwa/offline-notice';
import { UpdatingOverlay } from './pwa/updating-overlay';
import { Providers } from './providers';
import type { AppRouter } from './router';
import { SessionOverlays } from './session-overlays';

interface AppProps {
  instance: Instance;
  i18n: i18n;
  /** The page's own address (./router.ts); the build's first paint (web/prerender) gives a fixed one. */
  router: AppRouter;
}

export function App({ instance, i18n, router }: AppProps) {
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
