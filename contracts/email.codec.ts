import * as t from 'io-ts';
import { withOptional } from './codec-helpers';

// E-mail to players (admin spec 3 "E-mail request", 7 "E-mail", DESIGN 11): a background job, not a request.

const MAIL_FIELDS = {
  subject: t.string,
  /** Plain text: every mail has a text part. */
  message: t.string,
};
const OPTIONAL_MAIL_FIELDS = {
  /** HTML, sanitised by the server's allow-list; without it the text is the only part. */
  htmlMessage: t.union([t.string, t.null]),
  replyTo: t.union([t.string, t.null]),
};

/** POST /manage/email/users. */
export const EmailUsersRequest = withOptional(
  { userIds: t.array(t.string), ...MAIL_FIELDS },
  OPTIONAL_MAIL_FIELDS,
  'EmailUsersRequest',
);
export type EmailUsersRequest = t.TypeOf<typeof EmailUsersRequest>;

/** POST /manage/email/all. */
export const EmailAllRequest = withOptional(MAIL_FIELDS, OPTIONAL_MAIL_FIELDS, 'EmailAllRequest');
export type EmailAllRequest = t.TypeOf<typeof EmailAllRequest>;

export interface EmailJobView {
  jobId: string;
  state: 'running' | 'complete' | 'error';
  subject: string;
  /** Recipients with a verified address when the job was made. */
  total: number;
  sent: number;
  failed: number;
  startedAt: string;
  startedBy: string;
  finishedAt: string | null;
  error: string | null;
  /** Waiting for an earlier job: jobs go out one after another (state stays 'running' meanwhile). */
  queued: boolean;
}

/** 202 answer of both sends: the job and how many it will reach. */
export interface EmailJobAnswer {
  job: EmailJobView;
  recipients: number;
  /** Of the listed users, those it will not reach: unknown, or without a verified address (0 for "all"). */
  skipped: number;
}

/** GET /manage/email/jobs (newest first) and GET /manage/email/jobs/{id} (with each recipient's outcome). */
export interface EmailJobsAnswer {
  jobs: EmailJobView[];
}
export type EmailOutcome = 'pending' | 'sent' | 'failed';
export const EMAIL_OUTCOMES: readonly EmailOutcome[] = ['pending', 'sent', 'failed'];

/** `?outcome=` narrows the recipients; `?page=` pages them (failed first, then pending, then sent). */
export interface EmailJobDetailsAnswer {
  job: EmailJobView;
  recipients: {
    username: string;
    outcome: EmailOutcome;
    error: string | null;
    userId: string;
    sentAt: string | null;
  }[];
  page: number;
  pages: number;
  /** Recipients matching the filter, on all pages. */
  matching: number;
}
