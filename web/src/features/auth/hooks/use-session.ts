export type Role = 'admin' | 'gameManager';

export interface SessionUser {
  readonly username: string;
  readonly roles: readonly string[];
}

export interface Session {
  readonly user: SessionUser | null;
}

const SIGNED_OUT: Session = { user: null };

/** The signed-in player. Until authentication arrives nobody is signed in. */
export function useSession(): Session {
  return SIGNED_OUT;
}
