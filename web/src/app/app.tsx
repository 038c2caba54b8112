import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from '../components/toast/app-toaster';
import { AnalyticsRoot } from '../features/analytics/components/analytics-root';
import { startAnalytics } from '../features/analytics/analytics';
import { loadLanguageTexts, loadLaterTexts } from '../i18n/language-texts';
import type { Instance } from '../lib/instance';
import { OfflineNotice } from './pwa/offline-notice';
import { UpdatingOverlay } from './pwa/updating-overlay';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { SessionOverlays } from './session-overlays';

export function App({ instance, i18n }: { instance: Instance; i18n: i18n }) {
  // Analytics starts before the first render, so the privacy notice and settings read the stored answer.
  const [router] = useState(() => {
    startAnalytics(instance.apiBase);
    const loadAllLanguages = () =>
      Promise.all(instance.sites.map((site) => loadLanguageTexts(i18n, site.language)));
    return createAppRouter(instance.basename, loadAllLanguages);
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
