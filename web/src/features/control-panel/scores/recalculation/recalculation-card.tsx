import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { ConfirmDialog } from '../../games/shared/confirm-dialog';
import { useErrorText } from '../components/use-error-text';
import { useScoresText } from '../i18n/texts';
import { isRunning } from '../model/recalculation-state';
import { JobProgress } from './job-progress';
import { JobSummary } from './job-summary';
import { useRecalculation } from './use-recalculation';
import { RefreshIcon } from './refresh-icon';

/**
 * "Recalculate all scoreboards": a confirmation first (it rewrites every player's standings), then the
 * job's progress as the server streams it. A job already running, started here or anywhere, is shown and
 * followed as soon as the tab opens.
 */
export function RecalculationCard() {
  const { t } = useScoresText();
  const errorText = useErrorText();
  const { state, start, reconnect, reload } = useRecalculation();
  const [confirming, setConfirming] = useState(false);
  const { job } = state;
  const running = isRunning(job) || state.connection === 'connecting';

  let body;
  if (state.load === 'loading') body = <LoadingState compact />;
  else if (state.load === 'failed')
    body = <ErrorState compact message={errorText(state.loadError, 'loadFailed')} onRetry={reload} />;
  else if (job !== null && isRunning(job))
    body = (
      <JobProgress job={job} connection={state.connection} joined={state.joined} onReconnect={reconnect} />
    );
  else if (state.connection === 'connecting')
    body = <LoadingState compact label={t('recalculate.starting')} />;
  else
    body =
      job === null ? <p className="cp-scores__muted">{t('recalculate.never')}</p> : <JobSummary job={job} />;

  return (
    <section className="card card--stack cp-scores__card" aria-labelledby="cp-recalculate-title">
      <div>
        <h2 id="cp-recalculate-title" className="card__title">
          <span className="cp-scores__icon" aria-hidden="true">
            <RefreshIcon width={18} height={18} />
          </span>
          {t('recalculate.title')}
        </h2>
        <p className="cp-scores__intro">{t('recalculate.intro')}</p>
      </div>
      {body}
      {state.startError ? (
        <div role="alert" className="form-alert form-alert--error">
          {errorText(state.startError, 'startFailed')}
        </div>
      ) : null}
      {state.load === 'ready' && !running ? (
        <div className="cp-scores__actions">
          <button type="button" className="button button--primary" onClick={() => setConfirming(true)}>
            <RefreshIcon width={18} height={18} />
            {t(job === null ? 'recalculate.start' : 'recalculate.again')}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t('recalculate.confirmTitle')}
          confirmLabel={t('recalculate.confirm')}
          busy={false}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            start();
          }}
        >
          <p className="cp-scores__dialog-text">{t('recalculate.confirmText')}</p>
          <p className="cp-scores__dialog-text">{t('recalculate.keepsRunning')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
