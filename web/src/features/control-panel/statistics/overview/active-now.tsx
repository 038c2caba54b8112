import { ErrorState } from '../../../../components/page/view-states';
import { useRemote } from '../../../../lib/use-remote';
import { useStatisticsApi } from '../api/use-statistics-api';
import { useErrorText } from '../components/use-error-text';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';

/** How often "playing now" is read again while the tab is open and visible. */
export const ACTIVE_SESSIONS_REFRESH_MS = 30_000;

/** Games running right now (started, not ended), read again every 30 s while the page is in view. */
export function ActiveNow() {
  const { t } = useStatisticsText();
  const api = useStatisticsApi();
  const formats = useStatsFormats();
  const errorText = useErrorText();
  // While the tab is out of sight nothing is read; back in sight, the figure is brought up to date at once.
  const { remote, reload } = useRemote(
    ['statistics', 'active-sessions'],
    (signal) => api.activeSessions(signal),
    'Active sessions read failed',
    { refetchInterval: ACTIVE_SESSIONS_REFRESH_MS, refetchOnWindowFocus: 'always' },
  );

  return (
    <section className="card cp-now" aria-labelledby="cp-now-title" aria-busy={remote.kind === 'loading'}>
      <div className="cp-now__head">
        <span className="cp-now__pulse" aria-hidden="true" />
        <h2 id="cp-now-title" className="cp-now__title">
          {t('overview.now.title')}
        </h2>
      </div>
      {remote.kind === 'failed' ? (
        <ErrorState compact message={errorText(remote.error, 'loadFailed')} onRetry={reload} />
      ) : (
        <>
          <p className="cp-now__figure">
            {remote.kind === 'ready' ? (
              formats.number(remote.value.total)
            ) : (
              <span className="skeleton cp-now__skeleton" />
            )}
          </p>
          <p className="cp-now__split">
            {remote.kind === 'ready'
              ? t('overview.now.split', {
                  players: formats.number(remote.value.players),
                  guests: formats.number(remote.value.guests),
                })
              : '\u00a0'}
          </p>
          <p className="cp-stats__hint">
            {remote.kind === 'ready'
              ? t('overview.now.updated', { time: formats.time(remote.value.at) })
              : t('overview.now.auto')}
          </p>
        </>
      )}
    </section>
  );
}
