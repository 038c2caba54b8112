import type { LoginRequest, UserView } from '../../../../../contracts/auth.codec';
import type { Registration } from '../../../../../domain/validation/register';
import { ApiError, isApiError, type ApiClient, type AuthApi } from '../../../lib/api';

// The steps of signing in (player spec 4), free of React so the provider only wires them up.

export type SignInOutcome =
  | { kind: 'signedIn'; user: UserView }
  /** The account waits for its e-mail to be verified: the registration pending view takes over. */
  | { kind: 'verificationRequired'; email: string };

/** Registration went through but the automatic login after it did not. */
export const REGISTERED_LOGIN_FAILED = 'REGISTERED_LOGIN_FAILED';

function pendingEmail(error: unknown): string | null {
  if (!isApiError(error, 'verification_required')) return null;
  const email = (error.details as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : '';
}

/** After the tokens are stored: the guest's data moves over (failures only logged), then a fresh profile. */
export async function completeSignIn(client: ApiClient, auth: AuthApi, user: UserView): Promise<UserView> {
  try {
    await auth.migrateGuest(user.id);
  } catch (error) {
    client.logger.warn('Guest migration failed', error);
  }
  try {
    return await auth.profile();
  } catch (error) {
    client.logger.warn('Profile fetch after sign-in failed; using the login answer', error);
    return user;
  }
}

export async function signIn(
  client: ApiClient,
  auth: AuthApi,
  credentials: LoginRequest,
): Promise<SignInOutcome> {
  try {
    const answer = await auth.login(credentials);
    return { kind: 'signedIn', user: await completeSignIn(client, auth, answer.user) };
  } catch (error) {
    const email = pendingEmail(error);
    if (email !== null) return { kind: 'verificationRequired', email };
    throw error;
  }
}

export async function registerAndSignIn(
  client: ApiClient,
  auth: AuthApi,
  registration: Registration,
): Promise<SignInOutcome> {
  const { username, password, email, referralCode } = registration;
  const answer = await auth.register({
    username,
    password,
    ...(email === undefined ? {} : { email }),
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  // With an e-mail the login would only answer verification_required: no need to ask.
  if (answer.verificationRequired && email !== undefined) return { kind: 'verificationRequired', email };
  try {
    return await signIn(client, auth, { username, password });
  } catch (cause) {
    throw new ApiError({ status: 0, code: REGISTERED_LOGIN_FAILED, message: REGISTERED_LOGIN_FAILED, cause });
  }
}
