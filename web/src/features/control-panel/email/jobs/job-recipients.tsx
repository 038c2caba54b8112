import { useState } from 'react';
import type { EmailOutcome } from '../../../../../../contracts/email.codec';
import { EmptyState, RemoteView } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import type { PanelFormats } from '../../shell/panel-formats';
import { Pager } from '../../shell/pager';
import { useEmailApi } from '../api/use-email-api';
import { useErrorText } from '../components/use-error-text';
import { useEmailText } from '../i18n/texts';

interface JobRecipientsProps {
  jobId: string;
  /** Start with the failed ones only (a finished job with failures). */
  failedFirst?: boolean;
  formats: PanelFormats;
}

/** Each recipient's outcome (failed first, then waiting, then sent), paged, or the failed ones alone. */
export function JobRecipients({ jobId, failedFirst = false, formats }: JobRecipientsProps) {
  const { t } = useEmailText();
  const api = useEmailApi();
  const errorText = useErrorText();
  const [failedOnly, setFailedOnly] = useState(failedFirst);
  const [page, setPage] = useState(1);
  const outcome: EmailOutcome | undefined = failedOnly ? 'failed' : undefined;
  const details = useRemote(['email', 'job', jobId, outcome ?? null, page], (signal) =>
    api.job(jobId, { outcome, page }, signal),
  );
  return (
    <div className="cp-mail-recipient-list">
      <div className="cp-mail-recipient-list__head">
        <p className="cp-mail-recipient-list__title">{t('job.details')}</p>
        <label className="cp-mail-check cp-mail-check--small">
          <input
            type="checkbox"
            checked={failedOnly}
            onChange={(event) => {
              setFailedOnly(event.target.checked);
              setPage(1);
            }}
          />
          <span>{t('job.failedOnly')}</span>
        </label>
      </div>
      <RemoteView
        compact
        remote={details.remote}
        failed={details.remote.kind === 'failed' ? errorText(details.remote.error, 'jobFailed') : ''}
        onRetry={details.reload}
      >
        {(answer, refreshing) =>
          answer.recipients.length === 0 ? (
            <EmptyState compact>{t('job.noneFailed')}</EmptyState>
          ) : (
            <>
              <ul className="cp-mail-outcomes" aria-busy={refreshing}>
                {answer.recipients.map((recipient) => (
                  <li key={recipient.userId} className="cp-mail-outcome">
                    <span className="cp-mail-outcome__name">{recipient.username}</span>
                    <span className={`cp-mail-badge cp-mail-badge--${recipient.outcome}`}>
                      {t(`job.outcomes.${recipient.outcome}`)}
                    </span>
                    {recipient.sentAt ? (
                      <span className="cp-mail-outcome__time">{formats.moment(recipient.sentAt)}</span>
                    ) : null}
                    {recipient.error ? (
                      <span className="cp-mail-outcome__error">{recipient.error}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager page={answer.page} pages={answer.pages} busy={refreshing} onChange={setPage} />
            </>
          )
        }
      </RemoteView>
    </div>
  );
}
