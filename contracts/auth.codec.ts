import * as t from 'io-ts';
import { strict, withOptional } from './codec-helpers';
import type { Role } from '../domain/permissions/permission-policy';

// Requests and answers of /auth/* (player-side spec 7). The server decodes requests with these codecs; the
// browser builds them with the same types. Field names are the spec's.

export const LoginRequest = strict({ username: t.string, password: t.string }, 'LoginRequest');
export type LoginRequest = t.TypeOf<typeof LoginRequest>;

export const RefreshTokenRequest = t.exact(t.partial({ refreshToken: t.string }, 'RefreshTokenRequest'));

export const RegisterRequest = withOptional(
  { username: t.string, password: t.string },
  { email: t.union([t.string, t.null]), referralCode: t.union([t.string, t.null]) },
  'RegisterRequest',
);
export type RegisterRequest = t.TypeOf<typeof RegisterRequest>;

export const LogoutRequest = t.exact(t.partial({ refreshToken: t.string }, 'LogoutRequest'));
export const UsernameRequest = strict({ username: t.string }, 'UsernameRequest');
export const PasswordChangeRequest = withOptional(
  { newPassword: t.string },
  { currentPassword: t.string },
  'PasswordChangeRequest',
);
export const EmailRequest = strict({ email: t.string }, 'EmailRequest');
export const ForgotPasswordRequest = strict({ usernameOrEmail: t.string }, 'ForgotPasswordRequest');
export const ResetPasswordRequest = strict(
  { token: t.string, newPassword: t.string },
  'ResetPasswordRequest',
);
export const VerifyEmailRequest = strict({ token: t.string }, 'VerifyEmailRequest');
export const ResendVerificationRequest = strict({ email: t.string }, 'ResendVerificationRequest');
export const ShowcaseRequest = strict({ achievements: t.array(t.string) }, 'ShowcaseRequest');
export const GuestMigrationRequest = strict({ guestId: t.string, userId: t.string }, 'GuestMigrationRequest');

/** The signed-in player as every /auth answer shows them (spec 3, "User or profile"). */
export interface UserView {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  roles: Role[];
  createdAt: string;
  lastPlayed: string | null;
  gamesPlayed: number;
  winRate: number;
  avgScore: number;
  rankingScore: number;
  combinedPoints: number;
  isPermanentlyAdFree: boolean;
  adFreeUntil: string | null;
  forcePasswordReset: boolean;
  /** Why the change is forced: the first admin's first sign-in, or an admin's reset; null when it is not. */
  forcedPasswordReason: 'firstSignIn' | 'adminReset' | null;
  showcaseAchievements: string[];
  podiumAchievements: { type: string; count: number }[];
  /** Every achievement owned, podiums included, with how often the repeatable ones were earned. */
  achievements: { type: string; count: number }[];
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface LoginResponse extends TokenPair {
  user: UserView;
}

export interface RegisterResponse {
  message: string;
  user: { id: string; username: string };
  /** True when an e-mail was given: login answers `verification_required` until it is verified. */
  verificationRequired: boolean;
}

export interface ProfileDataResponse {
  profile: UserView;
  streaks: { currentStreak: number; maxStreak: number };
  todayGame: { hasPlayed: boolean; score: number | null; gameAvailable: boolean; gameDate: string };
  activeSession: { hasActiveSession: boolean; sessionData: { gameDate: string } | null };
}

/** What account deletion counts (spec 3, "Deleted data summary"). */
export const DELETED_DATA_KEYS = [
  'user',
  'gameScores',
  'gameSessions',
  'attemptedCategories',
  'scoreboard',
  'playerAchievements',
  'personalLists',
  'followingRefs',
  'referrals',
] as const;
export type DeletedDataKey = (typeof DELETED_DATA_KEYS)[number];

/** Every kind of data at zero; an eraser fills in what it deleted. */
export const noDeletedData = (): Record<DeletedDataKey, number> =>
  Object.fromEntries(DELETED_DATA_KEYS.map((key) => [key, 0])) as Record<DeletedDataKey, number>;

export interface DeleteAccountResponse {
  message: string;
  deletedData: Record<DeletedDataKey, number>;
}

/** Public settings (spec 3), each fetched from its own /guest/system path. */
export interface PublicSettings {
  registrationEnabled: boolean;
  showGuestPlayButton: boolean;
  showGuestPreviousDaysButton: boolean;
  dailyEnabled: boolean;
  adsEnabled: boolean;
}

/**
 * What the header shows: `default` the game's own mark and name, `custom` the instance's logo and text in
 * their place, `both` the game's mark and name followed by the instance's logo and text.
 */
export const BRAND_DISPLAYS = ['both', 'custom', 'default'] as const;
export interface BrandingView {
  showLogo: boolean;
  /** ISO time of the last logo upload; the browser appends it to the logo URL to bust its cache. */
  logoUpdatedAt: string | null;
  brandingText: string;
  brandDisplay: (typeof BRAND_DISPLAYS)[number];
}
