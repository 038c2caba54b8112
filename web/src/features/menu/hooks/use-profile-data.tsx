import { createContext, useContext, type ReactNode } from 'react';
import type { ProfileDataResponse, UserView } from '../../../../../contracts/auth.codec';
import { useApi } from '../../../lib/api-context';
import { useRemote, type RemoteState } from '../../../lib/use-remote';

/** What changes the profile data: a game played changes the games count or the last played day. */
export const profileVersion = (user: UserView): string =>
  `${user.id}:${user.gamesPlayed}:${user.lastPlayed ?? ''}`;

const SharedProfileData = createContext<{ version: string; state: RemoteState<ProfileDataResponse> } | null>(
  null,
);

function useProfileDataRead(version: string | null): RemoteState<ProfileDataResponse> {
  const { auth } = useApi();
  return useRemote(version, (signal) => auth.profileData(signal), 'Profile data unavailable');
}

/**
 * Reads GET /auth/profile-data once for everything inside (the menu's streaks and today's game) that asks
 * for the same `version`.
 */
export function ProfileDataProvider({ version, children }: { version: string; children: ReactNode }) {
  const state = useProfileDataRead(version);
  return <SharedProfileData value={{ version, state }}>{children}</SharedProfileData>;
}

/**
 * The profile data (spec 3), read again when `version` changes (null: not needed). Inside a
 * ProfileDataProvider of the same version it is the provider's read; elsewhere a read of its own.
 */
export function useProfileData(version: string | null): RemoteState<ProfileDataResponse> {
  const shared = useContext(SharedProfileData);
  const fromProvider = shared !== null && version !== null && shared.version === version;
  const own = useProfileDataRead(fromProvider ? null : version);
  return fromProvider ? shared.state : own;
}
