import type { RecalculationProgress } from '../../../../../../contracts/manage-scores.codec';
import { CheckIcon, CrossIcon } from '../../../../components/ui/icons';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';
import { elapsedMs } from '../model/recalculation-state';

/** The newest finished job: what it did and how long it took, or why it stopped. */
export function JobSummary({ job }: { job: RecalculationProgress }) {
  const { t } = useScoresText();
  const formats = useScoresFormats();
  const when = t('recalculate.ranBy', {
    name: job.startedBy,
    time: formats.moment(job.finishedAt ?? job.startedAt),
  });
  if (job.state === 'error')
    return (
      <div className="cp-job-result cp-job-result--error" role="status">
        <p className="cp-job-result__title">
          <CrossIcon width={18} height={18} />
          {t('recalculate.failedTitle')}
        </p>
        <p>
          {job.error ? t('recalculate.failedReason', { reason: job.error }) : t('recalculate.failedNoReason')}
        </p>
        <p className="cp-scores__muted">{when}</p>
      </div>
    );
  const result = job.result;
  return (
    <div className="cp-job-result" role="status">
      <p className="cp-job-result__title">
        <CheckIcon width={18} height={18} />
        {t('recalculate.doneTitle', {
          duration: formats.duration(elapsedMs(job, Date.parse(job.finishedAt ?? job.startedAt))),
        })}
      </p>
      {result === null ? null : <p>{t('recalculate.resultLead')}</p>}
      {result === null ? null : (
        <ul className="cp-job-result__facts">
          <li>
            {t('recalculate.resultPlayers', {
              count: result.players,
              formatted: formats.number(result.players),
            })}
          </li>
          <li>
            {t('recalculate.resultDates', {
              count: result.podiumDates,
              formatted: formats.number(result.podiumDates),
            })}
          </li>
          {result.removed > 0 ? (
            <li>
              {t('recalculate.resultRemoved', {
                count: result.removed,
                formatted: formats.number(result.removed),
              })}
            </li>
          ) : null}
        </ul>
      )}
      <p className="cp-scores__muted">{when}</p>
    </div>
  );
}
