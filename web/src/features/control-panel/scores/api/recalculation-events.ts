import type {
  RecalculationEventName,
  RecalculationProgress,
} from '../../../../../../contracts/manage-scores.codec';
import type { SseMessage } from './sse-parser';

// What the recalculation's stream says, read defensively: every event's data is the job's progress as
// JSON; an `error` event may instead be the stream's own failure ({code}), which is not the job's.

export type RecalculationEvent =
  | { readonly name: RecalculationEventName; readonly progress: RecalculationProgress }
  /** The server could not go on streaming (the job itself may still run). */
  | { readonly name: 'streamFailed'; readonly code: string };

const NAMES: readonly string[] = [
  'start',
  'progress',
  'complete',
  'error',
] satisfies RecalculationEventName[];
const STATES: readonly string[] = ['running', 'complete', 'error'];
const PHASES: readonly string[] = ['starting', 'standings', 'podiums', 'done'];

/** A progress record as the contract describes it, or null for anything else. */
export function asProgress(value: unknown): RecalculationProgress | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Record<keyof RecalculationProgress, unknown>>;
  const ok =
    typeof candidate.jobId === 'string' &&
    typeof candidate.state === 'string' &&
    STATES.includes(candidate.state) &&
    typeof candidate.phase === 'string' &&
    PHASES.includes(candidate.phase) &&
    typeof candidate.done === 'number' &&
    typeof candidate.total === 'number' &&
    typeof candidate.startedAt === 'string';
  return ok ? (value as RecalculationProgress) : null;
}

/** One parsed message as an event of the job, or null when it is not one (unknown name, unreadable data). */
export function readRecalculationEvent(message: SseMessage): RecalculationEvent | null {
  if (!NAMES.includes(message.event)) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const progress = asProgress(data);
  if (progress !== null) return { name: message.event as RecalculationEventName, progress };
  if (message.event !== 'error') return null;
  const code = (data as { code?: unknown } | null)?.code;
  return { name: 'streamFailed', code: typeof code === 'string' ? code : 'STREAM_FAILED' };
}
