import type { Dispatch } from 'react';
import type { LoginRequest, TokenPair, UserView } from '../../../../../contracts/auth.codec';
import type { Registration } from '../../../../../domain/validation/register';
import { isApiError, isCancelled, type ApiClient, type AuthApi } from '../../../lib/api';
import type { SessionEvent, Transition } from './session-state';
import { completeSignIn, registerAndSignIn, signIn, type SignInOutcome } from './sign-in-flows';

export interface SessionActions {
  login(credentials: LoginRequest): Promise<SignInOutcome>;
  /** Registers, then signs in automatically (spec 4). */
  register(registration: Registration): Promise<SignInOutcome>;
  /**
   * Ends the session here at once; the server is told in the background, whatever it answers. A second
   * call finds no tokens and only confirms the signed-out state.
   */
  logout(): void;
  /** Reads the profile again; a refused session signs out, an unreachable server changes nothing. */
  refreshProfile(signal?: AbortSignal): Promise<void>;
  /** A reset-password answer holds a fresh pair and the player: signed in without asking again. */
  signInWithTokens(tokens: TokenPair, user: UserView): Promise<void>;
  updateUser(user: UserView): void;
  /** Forgets the session without a server call (the account no longer exists). */
  endSession(): void;
}

const refusesSession = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 403);

export function createSessionActions(
  client: ApiClient,
  auth: AuthApi,
  dispatch: Dispatch<SessionEvent>,
): SessionActions {
  async function transition(kind: Transition, run: () => Promise<SignInOutcome>): Promise<SignInOutcome> {
    dispatch({ type: 'transition', transition: kind });
    try {
      const outcome = await run();
      if (outcome.kind === 'signedIn') dispatch({ type: 'signedIn', user: outcome.user });
      return outcome;
    } finally {
      dispatch({ type: 'transition', transition: null });
    }
  }

  // Bumped on every sign-out: a profile read started before it answers for a session that is gone, and
  // must neither sign the player back in nor (if refused) end a newer session.
  let epoch = 0;

  const signOutLocally = () => {
    epoch += 1;
    client.clearTokens();
    dispatch({ type: 'signedOut' });
  };

  return {
    login: (credentials) => transition('login', () => signIn(client, auth, credentials)),
    register: (registration) => transition('register', () => registerAndSignIn(client, auth, registration)),
    logout() {
      if (client.tokens() === null) return signOutLocally();
      // `auth.logout` reads the refresh token before its first await, so the tokens can go right after.
      void auth.logout();
      signOutLocally();
    },
    async refreshProfile(signal) {
      const started = epoch;
      const current = () => started === epoch && client.tokens() !== null;
      try {
        const user = await auth.profile(signal);
        if (current()) dispatch({ type: 'signedIn', user });
      } catch (error) {
        if (isCancelled(error) || started !== epoch) return;
        // A failed token refresh has already cleared the tokens (and fired the logout event).
        if (refusesSession(error) || client.tokens() === null) return signOutLocally();
        client.logger.warn('Profile fetch failed', error);
        dispatch({ type: 'profileUnavailable' });
      }
    },
    async signInWithTokens(tokens, user) {
      client.setTokens(tokens);
      dispatch({ type: 'signedIn', user: await completeSignIn(client, auth, user) });
    },
    updateUser: (user) => dispatch({ type: 'userUpdated', user }),
    endSession: signOutLocally,
  };
}
