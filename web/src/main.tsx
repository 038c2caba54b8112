// Global styles first: component styles imported below must come after the tokens and reset.
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { forgetReloadsWhenRunningWell } from './components/errors/reload-count';
import { listenForInstallPrompt } from './features/install/model/install-prompt';
import { createI18n } from './i18n/i18n';
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

// The page's language texts arrive as their own chunk (the server preloads it beside this one).
void createI18n(initialLanguage(instance.language), instance.language).then((i18n) =>
  createRoot(root).render(
    <StrictMode>
      <App instance={instance} i18n={i18n} />
    </StrictMode>,
  ),
);

forgetReloadsWhenRunningWell(instance.slug);
// The dev server serves no worker: only a build installs and updates itself.
if (import.meta.env.PROD) {
  const startUpdates = () =>
    import('./lib/pwa/app-updater').then(
      ({ startAppUpdates }) => startAppUpdates(instance.basename),
      (error: unknown) => console.warn('Service worker not registered', error),
    );
  window.addEventListener('load', () => void startUpdates(), { once: true });
}
