import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstance } from '../../lib/instance-context';
import {
  isOffline,
  noteServerReached,
  noteServerUnreachable,
  subscribeToConnection,
} from '../../lib/pwa/connection';
import './offline-notice.css';

/** How long "back online" stays before the notice goes. */
const BACK_ONLINE_MS = 3000;
/** While the server is out of reach, how often the page asks whether it is back. */
const PROBE_EVERY_MS = 10_000;

/**
 * The installed app opens without a network (the service worker keeps its code): this says so at the top
 * of every page, so a failed read is not taken for a broken game, and says when the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { apiBase } = useInstance();
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  const [wasOffline, setWasOffline] = useState(offline);
  const [backOnline, setBackOnline] = useState(false);
  // Derived during render (not in an effect): the moment the connection returns, say so.
  if (offline !== wasOffline) {
    setWasOffline(offline);
    setBackOnline(!offline);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  useEffect(() => {
    if (!offline) return;
    const probe = () =>
      void fetch(`${apiBase}/config`, { cache: 'no-store' }).then(noteServerReached, noteServerUnreachable);
    const timer = window.setInterval(probe, PROBE_EVERY_MS);
    // The device says it has a network again: ask the server at once rather than at the next round.
    window.addEventListener('online', probe);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', probe);
    };
  }, [offline, apiBase]);

  // The live region stays in the page so that its changes are read out. No `status` role: the page's own
  // status messages (the game's verdicts) are the ones to find by that role.
  return (
    <div className="offline-notice-region" aria-live="polite">
      {offline ? (
        <p className="offline-notice">
          <strong>{t('appShell.offline.title')}</strong> <span>{t('appShell.offline.body')}</span>
        </p>
      ) : backOnline ? (
        <p className="offline-notice offline-notice--back">{t('appShell.offline.back')}</p>
      ) : null}
    </div>
  );
}
