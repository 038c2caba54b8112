import type { UserView } from '../../../../../contracts/auth.codec';

export type SessionStatus = 'loading' | 'guest' | 'user';
/** Login and register show an overlay while they run (spec 4). */
export type Transition = 'login' | 'register';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: UserView | null;
  readonly transitioning: Transition | null;
}

export type SessionEvent =
  | { type: 'signedIn'; user: UserView }
  | { type: 'userUpdated'; user: UserView }
  | { type: 'signedOut' }
  /** The profile could not be read (network): a restore gives up, a signed-in player stays signed in. */
  | { type: 'profileUnavailable' }
  | { type: 'transition'; transition: Transition | null };

/** With tokens the profile decides; without them the visitor is a guest at once. */
export const initialSession = (hasTokens: boolean): SessionState => ({
  status: hasTokens ? 'loading' : 'guest',
  user: null,
  transitioning: null,
});

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'signedIn':
      return { ...state, status: 'user', user: event.user };
    case 'userUpdated':
      // An answer that arrives after sign-out must not sign the player back in.
      return state.status === 'user' ? { ...state, user: event.user } : state;
    case 'signedOut':
      return state.status === 'guest' && state.user === null
        ? state
        : { ...state, status: 'guest', user: null };
    case 'profileUnavailable':
      return state.status === 'loading' ? { ...state, status: 'guest' } : state;
    case 'transition':
      return { ...state, transitioning: event.transition };
  }
}
