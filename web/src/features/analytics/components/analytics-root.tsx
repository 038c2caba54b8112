import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { ANALYTICS_CONSENT_WAIT_MS } from '../../../../../domain/constants/analytics.constants';
import { answerConsent, track } from '../analytics';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';
import { countPageViews, type RouterLike } from '../model/page-views';
import type { AnalyticsBannerProps } from './analytics-banner';
import { withLaterTexts } from '../../../i18n/language-texts';

/** The router as the app has it: its state also says which routes are shown. */
interface AppRouter extends RouterLike {
  readonly state: RouterLike['state'] & { readonly matches: readonly { route: { path?: string } }[] };
  navigate(to: string): Promise<void>;
}

const BUSY_ROUTES = new Set(['game', 'control-panel']);

/** Resolves once the page has loaded: the consent wait starts from there, not from the first script. */
const pageLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Counts page views and asks for consent. The banner (with its texts and styles) is a chunk of its own,
 * fetched only when this browser has not answered, 2 s after the page loaded (admin spec 9).
 */
export function AnalyticsRoot({ router }: { router: AppRouter }) {
  const consent = useAnalyticsConsent();
  const [Banner, setBanner] = useState<ComponentType<AnalyticsBannerProps> | null>(null);
  const state = useSyncExternalStore(
    (listener) => router.subscribe(listener),
    () => router.state,
  );
  // On the board the player's thumbs need the bottom of the screen, and the control panel's editors keep
  // their save bars there: the question waits for another page.
  const busy = state.matches.some(
    (match) => match.route.path !== undefined && BUSY_ROUTES.has(match.route.path),
  );

  useEffect(() => countPageViews(router, () => track('page_view')), [router]);

  useEffect(() => {
    if (consent !== 'unanswered') return;
    let cancelled = false;
    let timer: number | undefined;
    void pageLoaded().then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        withLaterTexts(import('./analytics-banner')).then(
          (module) => {
            if (!cancelled) setBanner(() => module.AnalyticsBanner);
          },
          // Without the banner nothing is answered, and unanswered sends nothing: the safe way to fail.
          (error: unknown) => console.warn('Analytics banner unavailable', error),
        );
      }, ANALYTICS_CONSENT_WAIT_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [consent]);

  if (consent !== 'unanswered' || Banner === null || busy) return null;
  return <Banner onAnswer={answerConsent} onOpenPrivacy={() => void router.navigate('/gdpr')} />;
}
