import type { RecalculationProgress } from '../../../../../../contracts/manage-scores.codec';

// What the recalculation card knows and shows, changed only by the actions below (a pure reducer, so
// every transition is tested without a server or a screen).

export type Connection =
  /** Nothing to follow. */
  | 'idle'
  /** Asking the server to start, or opening the stream of a running job. */
  | 'connecting'
  /** Events are arriving. */
  | 'live'
  /** The stream broke while the job ran: trying again by itself. */
  | 'reconnecting'
  /** Gave up reconnecting: the editor may try again. */
  | 'lost';

export interface RecalculationState {
  /** Reading the newest job when the tab opens. */
  readonly load: 'loading' | 'ready' | 'failed';
  readonly loadError: unknown;
  /** The job shown: the running one, or the newest finished one. */
  readonly job: RecalculationProgress | null;
  readonly connection: Connection;
  /** The running job was someone else's (or this editor's from before): said above the progress. */
  readonly joined: boolean;
  /** Why starting failed (not the job's own error, which is in `job.error`). */
  readonly startError: unknown;
}

export type RecalculationAction =
  | { type: 'loaded'; job: RecalculationProgress | null }
  | { type: 'loadFailed'; error: unknown }
  | { type: 'reload' }
  | { type: 'starting' }
  | { type: 'startRefused'; error: unknown }
  /** 409: a job runs already; the card follows it instead. */
  | { type: 'joined'; job: RecalculationProgress }
  | { type: 'event'; job: RecalculationProgress }
  | { type: 'reconnecting' }
  | { type: 'lost' }
  | { type: 'follow' };

export const INITIAL_RECALCULATION: RecalculationState = {
  load: 'loading',
  loadError: null,
  job: null,
  connection: 'idle',
  joined: false,
  startError: null,
};

export const isRunning = (job: RecalculationProgress | null): boolean => job?.state === 'running';

export function reduceRecalculation(
  state: RecalculationState,
  action: RecalculationAction,
): RecalculationState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        load: 'ready',
        loadError: null,
        job: action.job,
        connection: isRunning(action.job) ? 'connecting' : 'idle',
        joined: isRunning(action.job),
      };
    case 'loadFailed':
      return { ...state, load: 'failed', loadError: action.error };
    case 'reload':
      return { ...INITIAL_RECALCULATION };
    case 'starting':
      return { ...state, connection: 'connecting', joined: false, startError: null };
    case 'startRefused':
      return { ...state, connection: 'idle', startError: action.error };
    case 'joined':
      return { ...state, job: action.job, connection: 'connecting', joined: true, startError: null };
    case 'event': {
      // An event of an older job arriving late never replaces the newer one on screen.
      if (
        state.job !== null &&
        state.job.jobId !== action.job.jobId &&
        state.job.startedAt > action.job.startedAt
      )
        return state;
      return { ...state, job: action.job, connection: isRunning(action.job) ? 'live' : 'idle' };
    }
    case 'reconnecting':
      return isRunning(state.job) || state.connection === 'connecting'
        ? { ...state, connection: 'reconnecting' }
        : state;
    case 'lost':
      return { ...state, connection: 'lost' };
    case 'follow':
      return { ...state, connection: 'connecting' };
  }
}

/** The share of the current phase done, 0 to 1; null while the phase's size is unknown (starting). */
export const phaseShare = (job: RecalculationProgress): number | null =>
  job.phase === 'done' ? 1 : job.total > 0 ? Math.min(1, Math.max(0, job.done / job.total)) : null;

/** How long the job has run (or ran): its own measure when complete, else its start to its end or `now`. */
export function elapsedMs(job: RecalculationProgress, now: number): number {
  if (job.state === 'complete' && job.result !== null) return job.result.durationMs;
  const start = Date.parse(job.startedAt);
  const end = job.finishedAt === null ? now : Date.parse(job.finishedAt);
  return Number.isNaN(start) || Number.isNaN(end) ? 0 : Math.max(0, end - start);
}

export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds split for the text: 3725 s -> 1 h 2 min 5 s. */
export function durationParts(ms: number): DurationParts {
  const total = Math.max(0, Math.round(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
