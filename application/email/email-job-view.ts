import type { EmailJobView } from '../../contracts/email.codec';
import type { EmailJobSummary } from '../ports/email-job.repository';

/** A job as the control panel shows it; a job still waiting counts as running from when it was made. */
export const toEmailJobView = (job: EmailJobSummary): EmailJobView => ({
  jobId: job.id,
  state: job.run?.state ?? 'running',
  subject: job.subject,
  total: job.total,
  sent: job.sent,
  failed: job.failed,
  startedAt: (job.run?.startedAt ?? job.createdAt).toISOString(),
  startedBy: job.createdByName,
  finishedAt: job.run?.finishedAt?.toISOString() ?? null,
  error: job.run?.error ?? null,
  queued: job.run === null,
});
