import { useEffect } from 'react';
import { AUTH_HEALTH_CHECK_INTERVAL_MS } from '../../../../../domain/constants/tokens.constants';
import { LOGOUT_EVENT, type ApiClient } from '../../../lib/api';
import type { SessionActions } from './session-actions';

/**
 * Keeps the session true to the tokens (spec 4): the profile is read at start when tokens exist, the
 * client's `logout` event and another tab's sign-out end it, another tab's sign-in is picked up, and a
 * health check reads the profile again every 15 minutes.
 */
export function useSessionSync(client: ApiClient, actions: SessionActions): void {
  useEffect(() => {
    if (client.tokens() === null) return;
    const start = new AbortController();
    void actions.refreshProfile(start.signal);
    return () => start.abort();
  }, [client, actions]);

  useEffect(() => {
    const onLogout = () => actions.endSession();
    window.addEventListener(LOGOUT_EVENT, onLogout);
    const stopListening = client.onTokensChange((source) => {
      if (source !== 'external') return;
      if (client.tokens() === null) actions.endSession();
      else void actions.refreshProfile();
    });
    return () => {
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      stopListening();
    };
  }, [client, actions]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (client.tokens() === null) actions.endSession();
      else void actions.refreshProfile();
    }, AUTH_HEALTH_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [client, actions]);
}
