import type { RecalculationProgress } from '../../../../../../contracts/manage-scores.codec';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';
import { elapsedMs, phaseShare, type Connection } from '../model/recalculation-state';
import { useNow } from './use-now';

const STEPS = ['standings', 'podiums'] as const;

interface JobProgressProps {
  job: RecalculationProgress;
  connection: Connection;
  joined: boolean;
  onReconnect: () => void;
}

/**
 * A running job: its phase in words (announced when it changes), a progress bar with the counts, the time
 * it has taken, who started it, and the state of the connection that brings the news.
 */
export function JobProgress({ job, connection, joined, onReconnect }: JobProgressProps) {
  const { t } = useScoresText();
  const formats = useScoresFormats();
  const now = useNow();
  const share = phaseShare(job);
  const step = STEPS.indexOf(job.phase as (typeof STEPS)[number]);
  const phaseText = t(`recalculate.phases.${job.phase}`);
  const counts =
    job.total > 0
      ? t(job.phase === 'podiums' ? 'recalculate.countDates' : 'recalculate.countPlayers', {
          done: formats.number(job.done),
          total: formats.number(job.total),
        })
      : null;
  return (
    <div className="cp-job" aria-busy="true">
      {joined ? (
        <p className="cp-job__note">
          {t('recalculate.joined', { name: job.startedBy, time: formats.time(job.startedAt) })}
        </p>
      ) : null}
      <div className="cp-job__phase">
        <p className="cp-job__step">
          {step >= 0
            ? t('recalculate.step', { step: step + 1, steps: STEPS.length })
            : t('recalculate.preparing')}
        </p>
        <p className="cp-job__phase-name" aria-live="polite">
          {phaseText}
        </p>
      </div>
      <div
        className={`cp-job__bar${share === null ? ' is-indeterminate' : ''}`}
        role="progressbar"
        aria-label={phaseText}
        aria-valuemin={0}
        aria-valuemax={share === null ? undefined : job.total}
        aria-valuenow={share === null ? undefined : job.done}
        aria-valuetext={counts ?? t('recalculate.preparing')}
      >
        <span className="cp-job__fill" style={share === null ? undefined : { width: `${share * 100}%` }} />
      </div>
      <dl className="cp-job__facts">
        <div>
          <dt>{t('recalculate.progress')}</dt>
          <dd>
            {counts ?? '–'}
            {share === null ? null : <span className="cp-job__percent"> · {formats.share(share)}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('recalculate.elapsed')}</dt>
          <dd>{formats.duration(elapsedMs(job, now))}</dd>
        </div>
        <div>
          <dt>{t('recalculate.startedBy')}</dt>
          <dd>{t('recalculate.startedAt', { name: job.startedBy, time: formats.time(job.startedAt) })}</dd>
        </div>
      </dl>
      {connection === 'reconnecting' ? (
        <p className="cp-job__connection" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('recalculate.reconnecting')}
        </p>
      ) : null}
      {connection === 'lost' ? (
        <div className="cp-job__connection cp-job__connection--lost" role="alert">
          <p>{t('recalculate.lost')}</p>
          <button type="button" className="button button--secondary button--small" onClick={onReconnect}>
            {t('recalculate.reconnect')}
          </button>
        </div>
      ) : null}
      <p className="cp-scores__muted cp-job__leave">{t('recalculate.keepsRunning')}</p>
    </div>
  );
}
