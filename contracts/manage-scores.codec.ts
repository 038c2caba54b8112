import * as t from 'io-ts';
import { oneOf, withOptional } from './codec-helpers';
import { CORRECTABLE_STATUSES } from '../domain/scoring/score-correction';

// Score edits, the recalculation of all scoreboards and the audit view (admin spec 7, DESIGN 11).

/** PUT /manage/scores/{id}: what changes; at least one field. */
export const EditScoreRequest = withOptional(
  {},
  { score: t.number, status: oneOf(CORRECTABLE_STATUSES, 'ScoreStatus'), mistakes: t.number },
  'EditScoreRequest',
);
export type EditScoreRequest = t.TypeOf<typeof EditScoreRequest>;

/** The progress of a recalculation as the job records it; every event the stream sends carries it. */
export interface RecalculationProgress {
  jobId: string;
  state: 'running' | 'complete' | 'error';
  phase: 'starting' | 'standings' | 'podiums' | 'done';
  done: number;
  total: number;
  startedAt: string;
  startedBy: string;
  finishedAt: string | null;
  error: string | null;
  /** What a completed recalculation did. */
  result: { players: number; removed: number; podiumDates: number; durationMs: number } | null;
}

/** Server-sent events of POST /manage/scoreboards/recalculate and GET .../recalculate/events. */
export type RecalculationEventName = 'start' | 'progress' | 'complete' | 'error';

export interface AuditRecordView {
  id: string;
  at: string;
  actor: { id: string | null; username: string };
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

/** GET /manage/audit?page&action&actor&entity&from&to: newest first. */
export interface AuditListAnswer {
  records: AuditRecordView[];
  actions: string[];
  total: number;
  pages: number;
  currentPage: number;
}
