import type { EmailJobView } from '../../../../../../contracts/email.codec';
import type { PanelFormats } from '../../shell/panel-formats';
import { useEmailText } from '../i18n/texts';
import { handled, jobParts, jobPhase, jobShare } from '../model/job-progress';

/** A job's bar (sent and failed parts), its phase in words and its counts. */
export function JobProgress({ job, formats }: { job: EmailJobView; formats: PanelFormats }) {
  const { t } = useEmailText();
  const phase = jobPhase(job);
  const parts = jobParts(job);
  const pending = Math.max(0, job.total - handled(job));
  const progress = t('job.progress', {
    handled: formats.number(handled(job)),
    total: formats.number(job.total),
  });
  return (
    <div className={`cp-mail-progress cp-mail-progress--${phase}`}>
      <div className="cp-mail-progress__head">
        <p className="cp-mail-progress__phase" aria-live="polite">
          {phase === 'sending' || phase === 'queued' ? (
            <span className="spinner cp-mail-spinner" aria-hidden="true" />
          ) : null}
          {t(`job.phases.${phase}`)}
        </p>
        <p className="cp-mail-progress__count">
          {progress} · {formats.share(jobShare(job))}
        </p>
      </div>
      <div
        className="cp-mail-progress__bar"
        role="progressbar"
        aria-label={t(`job.phases.${phase}`)}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={handled(job)}
        aria-valuetext={progress}
      >
        <span className="cp-mail-progress__sent" style={{ width: `${parts.sent * 100}%` }} />
        <span className="cp-mail-progress__failed" style={{ width: `${parts.failed * 100}%` }} />
      </div>
      <ul className="cp-mail-progress__facts">
        <li className="cp-mail-fact cp-mail-fact--sent">{t('job.sent', { count: job.sent })}</li>
        {job.failed > 0 ? (
          <li className="cp-mail-fact cp-mail-fact--failed">{t('job.failed', { count: job.failed })}</li>
        ) : null}
        {pending > 0 && job.state === 'running' ? (
          <li className="cp-mail-fact">{t('job.pending', { count: pending })}</li>
        ) : null}
      </ul>
    </div>
  );
}
