import { useEffect, useState } from 'react';
import { isApiError, type AuthApi } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';

export type Verification =
  { state: 'verifying' } | { state: 'verified' } | { state: 'failed'; error: unknown };

// A link works once: a second call (StrictMode's trial effect, a re-render) must reuse the first answer.
const attempts = new Map<string, Promise<Verification>>();

const TOO_MANY_REQUESTS = 429;

/** Only the server's verdict on the link (a 4xx) is final; no answer, a server fault or a throttle may be tried again. */
const isFinal = (error: unknown) =>
  isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== TOO_MANY_REQUESTS;

function verifyOnce(auth: AuthApi, token: string): Promise<Verification> {
  let attempt = attempts.get(token);
  if (attempt === undefined) {
    attempt = auth.verifyEmail(token).then(
      (): Verification => ({ state: 'verified' }),
      (error: unknown): Verification => {
        if (!isFinal(error)) attempts.delete(token);
        return { state: 'failed', error };
      },
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Follows a verification link's token; without one the link is invalid from the start. */
export function useEmailVerification(token: string | null): Verification {
  const { auth } = useApi();
  const [result, setResult] = useState<{ token: string; verification: Verification } | null>(null);

  useEffect(() => {
    if (token === null) return;
    let live = true;
    void verifyOnce(auth, token).then((verification) => {
      if (live) setResult({ token, verification });
    });
    return () => {
      live = false;
    };
  }, [auth, token]);

  if (token === null) return { state: 'failed', error: null };
  return result?.token === token ? result.verification : { state: 'verifying' };
}

export const isExpiredLink = (error: unknown) => isApiError(error, 'INVALID_OR_EXPIRED_LINK');
