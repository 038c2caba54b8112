import type { EmailOutcome } from '../../contracts/email.codec';

/** What every mail of a job says, fixed when the job is made (the footer is added per mail). */
export interface EmailContent {
  readonly subject: string;
  /** The text part. */
  readonly text: string;
  /** Already through the allow-list; null: a text-only mail. */
  readonly html: string | null;
  readonly replyTo: string | null;
}

export interface NewEmailJob {
  readonly id: string;
  readonly content: EmailContent;
  /** The listed users, or every player; either way only those with a verified address get it. */
  readonly audience: { readonly userIds: readonly string[] } | 'all';
  readonly createdBy: string | null;
  readonly createdByName: string;
}

/** A job as the control panel follows it: its own figures and, once started, its row in the job store. */
export interface EmailJobSummary {
  readonly id: string;
  readonly subject: string;
  readonly total: number;
  readonly sent: number;
  readonly failed: number;
  readonly createdBy: string | null;
  readonly createdByName: string;
  readonly createdAt: Date;
  /** Null while it waits for an earlier job. */
  readonly run: {
    readonly state: 'running' | 'complete' | 'error';
    readonly startedAt: Date;
    readonly finishedAt: Date | null;
    readonly error: string | null;
  } | null;
}

export interface EmailRecipientRecord {
  readonly userId: string;
  readonly username: string;
  readonly outcome: EmailOutcome;
  readonly error: string | null;
  readonly sentAt: Date | null;
}

/** E-mail jobs and their recipients (DESIGN 11): made by the control panel, read while they go out. */
export interface EmailJobRepository {
  /**
   * Stores the job and its recipients, the audience's users with a verified address at this moment (later
   * changes of address do not move them); answers how many they are.
   */
  create(job: NewEmailJob): Promise<number>;
  find(id: string): Promise<EmailJobSummary | null>;
  /** Newest first. */
  list(limit: number): Promise<EmailJobSummary[]>;
  /** Failed first, then pending, then sent; by username within each. */
  recipients(
    id: string,
    query: { outcome: EmailOutcome | null; offset: number; limit: number },
  ): Promise<{ recipients: EmailRecipientRecord[]; matching: number }>;
  content(id: string): Promise<EmailContent | null>;
  /**
   * The oldest job that has not started, locked until the surrounding unit of work ends (another process
   * promoting at the same moment skips it); null when none waits.
   */
  lockOldestQueued(): Promise<EmailJobSummary | null>;
  /** The first error of a job's failed recipients, for the job's own error when nobody got the mail. */
  firstError(id: string): Promise<string | null>;
}

export const EMAIL_JOB_REPOSITORY = Symbol.for('EmailJobRepository');
