import { useState } from 'react';
import type { EmailJobView } from '../../../../../../contracts/email.codec';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import type { PanelFormats } from '../../shell/panel-formats';
import { useEmailText } from '../i18n/texts';
import { jobPhase } from '../model/job-progress';
import { JobProgress } from './job-progress';
import { JobRecipients } from './job-recipients';

/** One earlier sending: subject, who and when, its outcome; opened, its bar and each recipient. */
export function JobRow({ job, formats }: { job: EmailJobView; formats: PanelFormats }) {
  const { t } = useEmailText();
  const [open, setOpen] = useState(false);
  const phase = jobPhase(job);
  return (
    <li className="cp-record">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="cp-record__summary">
          <ChevronRightIcon width={18} height={18} className="cp-record__chevron" aria-hidden="true" />
          <span className="cp-record__what">
            <span className="cp-mail-job__subject">{job.subject}</span>
            <span className="cp-mail-job__meta">
              {t('job.started', { name: job.startedBy, time: formats.moment(job.startedAt) })}
            </span>
          </span>
          <span className="cp-mail-job__outcome">
            <span className={`cp-mail-badge cp-mail-badge--${phase}`}>{t(`job.phases.${phase}`)}</span>
            <span className="cp-mail-job__counts">
              {t('job.sent', { count: job.sent })}
              {job.failed > 0 ? ` · ${t('job.failed', { count: job.failed })}` : ''}
            </span>
          </span>
        </summary>
        {open ? (
          <div className="cp-mail-job__body">
            <JobProgress job={job} formats={formats} />
            <JobRecipients jobId={job.jobId} failedFirst={job.failed > 0} formats={formats} />
          </div>
        ) : null}
      </details>
    </li>
  );
}
