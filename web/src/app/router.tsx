import type { i18n } from 'i18next';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error';
import { AppLayout } from '../components/layout/app-layout';
import { FocusLayout } from '../components/layout/focus-layout';
import { RequireAuth } from '../features/auth/components/require-auth';
import { MainMenuPage } from '../features/menu/components/main-menu-page';
import { NewsBell } from '../features/news/components/news-bell';
import { AccountActions } from '../features/settings/components/account-actions';
import { GdprRoute } from './routes/gdpr-route';
import { InviteRoute } from './routes/invite-route';
import { loadLanguageTexts, withLaterTexts } from '../i18n/language-texts';
import type { Instance } from '../lib/instance';
import { RouteLoading } from './route-loading';

/**
 * A route whose page is fetched when it is first opened: `load` answers the page's component. The page
 * shows once the texts that come after the first paint are here too (../i18n/language-texts.ts).
 */
const lazyPage = (load: () => Promise<ComponentType>) => async () => ({
  Component: await withLaterTexts(load()),
});

/**
 * Player-side spec section 2. Paths are relative to the instance basename (`/fi`, `/en`). The first
 * download carries the menu and the shell only: every other page is fetched when it is opened, so a guest's
 * first visit on a slow phone waits for no page it does not show. `loadAllLanguages` fetches the texts of
 * every site's language (the page's own is there from the start).
 */
const appRoutes = (loadAllLanguages: () => Promise<unknown>): RouteObject[] => [
  {
    errorElement: <RouteError />,
    // Opening a lazy page directly waits for its code before the first render: something must show then.
    HydrateFallback: RouteLoading,
    children: [
      {
        // Full-screen pages: no site header or footer.
        element: <FocusLayout />,
        children: [
          // The board and game over are the heaviest screens: fetched when the player opens a game, so the
          // menu loads fast on a slow phone.
          {
            path: 'game',
            lazy: lazyPage(async () => (await import('../features/game/components/game-page')).GamePage),
          },
          {
            // Each site is offered in its own language: those texts arrive with the page, so it shows whole.
            path: 'qr',
            lazy: lazyPage(async () => {
              const [page] = await Promise.all([
                import('../features/qr/components/language-chooser-page'),
                loadAllLanguages(),
              ]);
              return page.LanguageChooserPage;
            }),
          },
        ],
      },
      {
        // The news bell is for players and guests alike; settings and logout for players only.
        element: (
          <AppLayout
            headerActions={
              <>
                <NewsBell />
                <AccountActions />
              </>
            }
          />
        ),
        children: [
          { index: true, element: <MainMenuPage /> },
          { path: 'gdpr', element: <GdprRoute /> },
          { path: 'invite/:code', element: <InviteRoute /> },
          {
            path: 'verify-email',
            lazy: lazyPage(
              async () => (await import('../features/auth/components/verify-email-page')).VerifyEmailPage,
            ),
          },
          {
            path: 'previous',
            lazy: lazyPage(
              async () =>
                (await import('../features/previous/components/previous-days-page')).PreviousDaysPage,
            ),
          },
          {
            path: 'previous/:date',
            lazy: lazyPage(
              async () => (await import('../features/previous/components/previous-day-page')).PreviousDayPage,
            ),
          },
          // Access to group scoreboards is "not shown" in the spec: open until decided.
          // The scoreboards load on demand too: their tables and forms are not the menu's to carry.
          {
            path: 'groups/:groupCode/*',
            lazy: lazyPage(
              async () =>
                (await import('../features/groups/components/group-scoreboard-page')).GroupScoreboardPage,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'scoreboard/*',
                lazy: lazyPage(
                  async () =>
                    (await import('../features/scoreboard/components/scoreboard-page')).ScoreboardPage,
                ),
              },
              {
                path: 'referral',
                lazy: lazyPage(
                  async () => (await import('../features/referral/components/referral-page')).ReferralPage,
                ),
              },
              {
                path: 'suggestions',
                lazy: lazyPage(
                  async () =>
                    (await import('../features/suggestions/components/suggestions-page')).SuggestionsPage,
                ),
              },
            ],
          },
          {
            path: 'control-panel',
            // Its guard too: players never open it.
            lazy: lazyPage(
              async () => (await import('../features/auth/components/require-role')).RequireRole,
            ),
            children: [
              { index: true, element: <Navigate to="games" replace /> },
              // The control panel is its own chunk (DESIGN 11): never in the players' first download.
              {
                path: ':tab/:subtab?',
                lazy: lazyPage(
                  async () =>
                    (await import('../features/control-panel/shell/control-panel-page')).ControlPanelPage,
                ),
              },
            ],
          },
          {
            path: '*',
            lazy: lazyPage(async () => (await import('../components/errors/not-found-page')).NotFoundPage),
          },
        ],
      },
    ],
  },
];

/** How the routes become a router: the browser's address in the page, a fixed one for the first paint. */
export type RouterFactory = (routes: RouteObject[], options: { basename: string }) => AppRouter;
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The site's router; `i18n` is given every site's texts when a page needs them all. */
export function createAppRouter(instance: Instance, i18n: i18n, create: RouterFactory = createBrowserRouter) {
  const loadAllLanguages = () =>
    Promise.all(instance.sites.map((site) => loadLanguageTexts(i18n, site.language)));
  return create(appRoutes(loadAllLanguages), { basename: instance.basename });
}

/**
 * Resolves once the router has its first page, code included (a lazy route's page is fetched first): drawn
 * before that, the app would show the route's loading step in place of a page the build drew (web/prerender).
 */
export const routerReady = (router: AppRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
