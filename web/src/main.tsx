// Global styles first: component styles imported below must come after the tokens and reset.
import './styles/index.css';
import { render } from 'preact';
import { StrictMode } from 'react';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';
import { forgetReloadsWhenRunningWell } from './components/errors/reload-count';
import { startAnalytics } from './features/analytics/analytics';
import { listenForInstallPrompt } from './features/install/model/install-prompt';
import { createI18n, followLanguage } from './i18n/i18n';
import { detectInstance, isUnderBasename } from './lib/instance';
import { initialLanguage } from './lib/language-preference';

// The browser's offer to install comes early, maybe before anything is drawn: listen from the start.
listenForInstallPrompt();
const instance = detectInstance(document, window.location.pathname);

// The server only sends pages under an instance; the dev server also answers `/`, so step inside.
if (!isUnderBasename(window.location.pathname, instance.basename)) {
  window.history.replaceState(null, '', `${instance.basename}/`);
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

// Analytics starts before the first render, so the privacy notice and settings read the stored answer.
startAnalytics(instance.apiBase);

// The page's language texts arrive as their own chunk (the page's boot script fetches it beside this one).
void createI18n(initialLanguage(instance.language), instance.language).then(async (i18n) => {
  followLanguage(i18n, document.documentElement);
  const router = createAppRouter(instance, i18n);
  // A page the build drew (web/prerender) is taken over once its route's page is here to draw it again.
  if (root.firstChild !== null) await routerReady(router);
  // The drawing held still (the page's boot script made it inert) until the app could answer. Released in
  // the same task as the app's first frame, so that frame can move the focus (a dialog's first button).
  root.removeAttribute('inert');
  // Preact's own render, not react-dom's: it takes over the first paint in the page (web/prerender) element
  // by element, where react-dom's would empty the root and draw it again.
  render(
    <StrictMode>
      <App instance={instance} i18n={i18n} router={router} />
    </StrictMode>,
    root,
  );
});

forgetReloadsWhenRunningWell(instance.slug);
// The dev server serves no worker: only a build installs and updates itself.
if (import.meta.env.PROD) {
  const startUpdates = () =>
    import('./lib/pwa/app-updater').then(
      ({ startAppUpdates }) => startAppUpdates(instance.basename),
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  // The page's boot script starts this one after the first paint, maybe after the page has loaded.
  if (document.readyState === 'complete') void startUpdates();
  else window.addEventListener('load', () => void startUpdates(), { once: true });
}
