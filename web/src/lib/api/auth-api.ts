import type * as t from 'io-ts';
import type {
  DeleteAccountResponse,
  LoginRequest,
  LoginResponse,
  PasswordChangeRequest,
  ProfileDataResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TokenPair,
  UserView,
} from '../../../../contracts/auth.codec';
import {
  EMAIL_REMOVE_FAILED_TEXT,
  EMAIL_UPDATE_FAILED_TEXT,
  LOGIN_FAILED_TEXT,
  LOGIN_THROTTLED_TEXT,
  REGISTRATION_FAILED_TEXT,
} from '../../../../domain/errors/error-texts';
import type { ApiClient } from './api-client';
import { ApiError } from './errors';
import { migrateGuest } from './guest-migration';

// Typed /auth calls (player spec 7). Shapes come from the contracts through `import type` only, so io-ts
// stays out of the browser bundle.

/** Answers the contracts leave open: a message, and the updated player when the server sends it. */
export interface AuthMessage {
  message?: string;
  user?: UserView;
}

/** When the reset also signs in, the answer holds the new pair and the player (spec 4). */
export interface ResetPasswordResponse extends Partial<TokenPair> {
  message?: string;
  user?: UserView;
}

export interface ShowcaseResponse {
  achievements: string[];
}

export const DELETE_ACCOUNT_NO_DATA = 'deleteAccountNoData';

const THROTTLED = 429;
const loginFallback = (status: number) => (status === THROTTLED ? LOGIN_THROTTLED_TEXT : LOGIN_FAILED_TEXT);

export function createAuthApi(client: ApiClient) {
  return {
    /** Stores the pair it receives; fetching the profile and migrating the guest are the caller's steps. */
    async login(credentials: LoginRequest, signal?: AbortSignal): Promise<LoginResponse> {
      const answer = await client.post<LoginResponse>('/auth/login', credentials, {
        auth: 'none',
        signal,
        fallbackMessage: loginFallback,
      });
      client.setTokens({ token: answer.token, refreshToken: answer.refreshToken });
      return answer;
    },

    refreshToken: (signal?: AbortSignal): Promise<TokenPair> => client.refreshTokens(signal),

    register: (request: RegisterRequest): Promise<RegisterResponse> =>
      client.post('/auth/register', request, { auth: 'none', fallbackMessage: REGISTRATION_FAILED_TEXT }),

    /** Signing out must work offline too: the local tokens go whatever the server answers. */
    /** Signs out here at once (spec: logout always clears), then tells the server; its answer changes nothing. */
    async logout(): Promise<void> {
      const refreshToken = client.tokens()?.refreshToken;
      client.clearTokens();
      try {
        await client.post('/auth/logout', refreshToken === undefined ? {} : { refreshToken }, {
          auth: 'none',
        });
      } catch (error) {
        client.logger.warn('Logout call failed; signed out locally', error);
      }
    },

    profile: (signal?: AbortSignal): Promise<UserView> =>
      client.get('/auth/profile', { auth: 'required', signal }),

    profileData: (signal?: AbortSignal): Promise<ProfileDataResponse> =>
      client.get('/auth/profile-data', { auth: 'required', signal }),

    changeUsername: (username: string): Promise<AuthMessage> =>
      client.put('/auth/username', { username }, { auth: 'required' }),

    changePassword: (request: t.TypeOf<typeof PasswordChangeRequest>): Promise<AuthMessage> =>
      client.put('/auth/password', request, { auth: 'required' }),

    setEmail: (email: string): Promise<AuthMessage> =>
      client.put('/auth/email', { email }, { auth: 'required', fallbackMessage: EMAIL_UPDATE_FAILED_TEXT }),

    removeEmail: (): Promise<AuthMessage> =>
      client.delete('/auth/email', { auth: 'required', fallbackMessage: EMAIL_REMOVE_FAILED_TEXT }),

    /** The screen shows success whatever happened, so nobody can probe which accounts exist. */
    async forgotPassword(usernameOrEmail: string): Promise<{ success: true }> {
      try {
        await client.post('/auth/forgot-password', { usernameOrEmail }, { auth: 'none' });
      } catch (error) {
        client.logger.warn('Forgot-password call failed; success shown anyway', error);
      }
      return { success: true };
    },

    resetPassword: (request: t.TypeOf<typeof ResetPasswordRequest>): Promise<ResetPasswordResponse> =>
      client.post('/auth/reset-password', request, { auth: 'none' }),

    /** The summary is what the screen shows; an answer without it cannot confirm what was deleted. */
    async deleteAccount(): Promise<DeleteAccountResponse> {
      const answer = await client.delete<Partial<DeleteAccountResponse> | undefined>('/auth/account', {
        auth: 'required',
      });
      if (typeof answer?.deletedData !== 'object' || answer.deletedData === null) {
        throw new ApiError({ status: 200, code: DELETE_ACCOUNT_NO_DATA, message: DELETE_ACCOUNT_NO_DATA });
      }
      return answer as DeleteAccountResponse;
    },

    getShowcase: (signal?: AbortSignal): Promise<ShowcaseResponse> =>
      client.get('/auth/showcase-achievements', { auth: 'required', signal }),

    putShowcase: (achievements: string[]): Promise<ShowcaseResponse> =>
      client.put('/auth/showcase-achievements', { achievements }, { auth: 'required' }),

    verifyEmail: (token: string): Promise<AuthMessage> =>
      client.post('/auth/verify-email', { token }, { auth: 'none' }),

    resendVerification: (email: string): Promise<AuthMessage> =>
      client.post('/auth/resend-verification', { email }, { auth: 'none' }),

    migrateGuest: (userId: string): Promise<void> => migrateGuest(client, userId),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
