import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { DaysList } from './days-list';
import { DaysViews } from './days-views';

/** `/scoreboard/days`: every game date with its figures, each leading to its ranking. */
export function DaysTab() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const [page, setPage] = usePageParam();
  const { remote, reload } = useRemote([SCOREBOARD, 'days', page], (signal) => api.days(page, signal));
  return (
    <section className="card--stack" aria-labelledby="days-title">
      <h2 id="days-title" className="visually-hidden">
        {t('scoreboard.tabs.days')}
      </h2>
      <DaysViews current="results" />
      <DaysList
        id="days-list"
        remote={remote}
        onRetry={reload}
        page={page}
        onPage={setPage}
        dayPath={(date) => `/scoreboard/days/${date}`}
      />
    </section>
  );
}
