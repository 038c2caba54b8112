import { useState } from 'react';
import type { EmailJobView } from '../../../../../../contracts/email.codec';
import type { PanelFormats } from '../../shell/panel-formats';
import { useEmailText } from '../i18n/texts';
import { isRunning } from '../model/job-progress';
import { JobProgress } from './job-progress';
import { JobRecipients } from './job-recipients';
import { useFollowedJob } from './use-followed-job';

interface CurrentJobProps {
  initial: EmailJobView;
  /** Of the chosen players, those the job will not reach. */
  skipped: number;
  formats: PanelFormats;
  onEnd: () => void;
}

/** The job started here (or running when the tab opened), followed to its end. */
export function CurrentJob({ initial, skipped, formats, onEnd }: CurrentJobProps) {
  const { t } = useEmailText();
  const { job } = useFollowedJob(initial, onEnd);
  return (
    <section
      className="card card--stack cp-mail-card cp-mail-current"
      aria-labelledby="cp-mail-current-title"
    >
      <div className="cp-mail-current__head">
        <h2 id="cp-mail-current-title" className="card__title">
          {t('job.title')}
        </h2>
        <p className="cp-mail-current__subject">{job.subject}</p>
        <p className="cp-muted">
          {t('job.recipients', { count: job.total })} ·{' '}
          {t('job.started', { name: job.startedBy, time: formats.moment(job.startedAt) })}
        </p>
      </div>
      {skipped > 0 ? <p className="cp-mail-note">{t('job.skipped', { count: skipped })}</p> : null}
      <JobProgress job={job} formats={formats} />
      {isRunning(job) ? (
        <p className="cp-muted">{t('job.keepsGoing')}</p>
      ) : job.finishedAt ? (
        <p className="cp-muted">{t('job.finished', { time: formats.moment(job.finishedAt) })}</p>
      ) : null}
      {isRunning(job) ? null : (
        <RecipientsDisclosure jobId={job.jobId} failed={job.failed > 0} formats={formats} />
      )}
    </section>
  );
}

/** A finished job's recipients, folded away unless some failed. */
function RecipientsDisclosure({
  jobId,
  failed,
  formats,
}: {
  jobId: string;
  failed: boolean;
  formats: PanelFormats;
}) {
  const { t } = useEmailText();
  const [open, setOpen] = useState(failed);
  return (
    <details
      className="cp-mail-disclosure"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cp-mail-disclosure__summary">{t('job.details')}</summary>
      {open ? <JobRecipients jobId={jobId} failedFirst={failed} formats={formats} /> : null}
    </details>
  );
}
