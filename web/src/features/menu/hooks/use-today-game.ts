import type { ProfileDataResponse } from '../../../../../contracts/auth.codec';
import type { ActiveSessionResponse } from '../../../../../contracts/game.codec';
import { GUEST_GAME_STATE_CACHE_MS } from '../../../../../domain/constants/network.constants';
import { isFinishedSessionStatus } from '../../../../../domain/scoring/game-status';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { MY_GAMES, useMyGamesChanged } from '../../../lib/my-games';
import { currentOnly, useRemote } from '../../../lib/use-remote';
import { useSession } from '../../auth/hooks/use-session';
import { measuredOffset } from '../../game/model/live-score';
import { useProfileData } from './use-profile-data';

/** Where the player stands with the daily game, for the menu's buttons (player spec 2 and 4). */
export type TodayGame =
  | { kind: 'loading' }
  /** A game under way (today's or another day's): Continue, with its figures, and Forfeit. */
  | { kind: 'active'; active: ActiveSessionResponse; offsetMs: number }
  /** Today's game is over: the final score, nothing to continue. */
  | { kind: 'played'; score: number | null }
  | { kind: 'available' }
  | { kind: 'none' };

type Api = ReturnType<typeof useApi>;

const LOADING: TodayGame = { kind: 'loading' };
const AVAILABLE: TodayGame = { kind: 'available' };

/** A registered player without a game under way learns the rest from the profile data. */
const PROFILE = 'profile';

async function readToday(
  api: Api,
  kind: PlayerKind,
  signal: AbortSignal,
): Promise<TodayGame | typeof PROFILE> {
  const player = api.game.forPlayer(kind);
  const active = await player.activeSession(signal);
  // Server time minus this device's, as the answer arrived: the running time follows the server's clock.
  const offsetMs = active === null ? 0 : measuredOffset(active.serverTime, Date.now());
  if (active !== null && active.gameState.gameStatus === 'playing')
    return { kind: 'active', active, offsetMs };
  if (active !== null && isFinishedSessionStatus(active.gameState.gameStatus)) {
    return { kind: 'played', score: active.gameState.finalScore };
  }
  if (kind === 'user') return PROFILE;
  const daily = await api.game.daily(undefined, signal);
  if (daily === null) return { kind: 'none' };
  const played = await player.playedStatus(daily.gameDate, signal);
  return played.hasPlayed ? { kind: 'played', score: played.score } : { kind: 'available' };
}

function fromProfile({ todayGame }: ProfileDataResponse): TodayGame {
  if (!todayGame.gameAvailable) return { kind: 'none' };
  return todayGame.hasPlayed ? { kind: 'played', score: todayGame.score } : AVAILABLE;
}

/**
 * `reload` after a forfeit from the menu. A failure offers Play: the game page explains any problem. A
 * registered player's profile data is the one read the menu's stats show too.
 */
export function useTodayGame(kind: PlayerKind | null) {
  const api = useApi();
  const userId = useSession().user?.id ?? null;
  const session = useRemote(
    kind === null ? null : [MY_GAMES, 'today', kind, userId],
    (signal) => (kind === null ? Promise.resolve(LOADING) : readToday(api, kind, signal)),
    'Today’s game status unavailable',
    // Spec 9: a guest's game state is kept 10 s; a game started or finished here reads it again at once.
    { staleTime: kind === 'guest' ? GUEST_GAME_STATE_CACHE_MS : 0 },
  );
  const profile = useProfileData(kind === 'user' ? userId : null);
  // A forfeit changes today's game, the streaks and the previous days alike.
  const reload = useMyGamesChanged();

  // What a reload replaces, or a value kept from an earlier visit, shows as loading, as on the first read.
  const read = currentOnly(session.remote);
  const data = currentOnly(profile.remote);
  let today: TodayGame;
  if (read.kind !== 'ready') today = read.kind === 'failed' ? AVAILABLE : LOADING;
  else if (read.value !== PROFILE) today = read.value;
  else if (data.kind !== 'ready') today = data.kind === 'failed' ? AVAILABLE : LOADING;
  else today = fromProfile(data.value);
  return { today, reload };
}
