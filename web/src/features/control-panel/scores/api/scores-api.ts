import type {
  EditScoreRequest,
  RecalculationProgress,
} from '../../../../../../contracts/manage-scores.codec';
import type {
  ManagedScoreView,
  UserDetailsAnswer,
  UserListAnswer,
  UserStandingView,
} from '../../../../../../contracts/manage-users.codec';
import { readEventStream, type EventStreamDeps } from './event-stream';
import { readRecalculationEvent, type RecalculationEvent } from './recalculation-events';

// The scores tab's calls (admin spec 7 "Statistics and scores", DESIGN 11): the recalculation of every
// scoreboard, followed as server-sent events, and the correction of one stored score.

export const RECALCULATE_PATH = '/manage/scoreboards/recalculate';
/** Players a search lists at most: enough to pick from, few enough for a phone. */
export const PLAYER_SEARCH_LIMIT = 8;

export interface EditedScore {
  score: ManagedScoreView;
  standing: UserStandingView | null;
}

export type FollowMode = { kind: 'start' } | { kind: 'follow'; jobId: string | null };

export function createScoresApi(deps: EventStreamDeps) {
  const { client } = deps;
  const admin = { auth: 'required' } as const;
  return {
    /** The newest job, running or over; null before the first one. */
    latestJob: async (signal?: AbortSignal): Promise<RecalculationProgress | null> =>
      (await client.get<{ job: RecalculationProgress | null }>(RECALCULATE_PATH, { ...admin, signal })).job,

    /**
     * Starts a job (POST) or follows one (GET .../events, the named job or the newest), handing over its
     * events until the stream ends. A job already running answers 409 RECALCULATION_RUNNING with its
     * progress in `details.progress`.
     */
    recalculation: (mode: FollowMode, signal: AbortSignal, onEvent: (event: RecalculationEvent) => void) =>
      readEventStream(deps, {
        method: mode.kind === 'start' ? 'POST' : 'GET',
        path:
          mode.kind === 'start'
            ? RECALCULATE_PATH
            : `${RECALCULATE_PATH}/events${mode.jobId === null ? '' : `?${new URLSearchParams({ jobId: mode.jobId }).toString()}`}`,
        signal,
        onMessage: (message) => {
          const event = readRecalculationEvent(message);
          if (event !== null) onEvent(event);
        },
      }),

    findPlayers: (search: string, signal?: AbortSignal): Promise<UserListAnswer> =>
      client.get(
        `/manage/users?${new URLSearchParams({ search: search.trim(), page: '1', limit: String(PLAYER_SEARCH_LIMIT) }).toString()}`,
        { ...admin, signal },
      ),

    player: (id: string, signal?: AbortSignal): Promise<UserDetailsAnswer> =>
      client.get(`/manage/users/${encodeURIComponent(id)}/details`, { ...admin, signal }),

    editScore: (id: string, change: EditScoreRequest): Promise<EditedScore> =>
      client.put(`/manage/scores/${encodeURIComponent(id)}`, change, admin),
  };
}

export type ScoresApi = ReturnType<typeof createScoresApi>;
