import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isGameDate } from '../../../../../domain/game/game-date';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { DayDetails } from './day-details';
import { ErrorState } from '../../../components/page/view-states';
import { SectionTabs } from './section-tabs';

const VIEW = 'view';
const MINE = 'mine';

/** `/scoreboard/days/:date`: everyone's ranking of a date, or only mine and the players I follow. */
export function DayDetailsPage() {
  const { t } = useTranslation();
  const { date = '' } = useParams();
  const [params] = useSearchParams();
  const [page, setPage] = usePageParam();
  const api = useScoreboardApi();
  const mine = params.get(VIEW) === MINE;
  const valid = isGameDate(date);
  const { remote, reload } = useRemote(
    valid ? [SCOREBOARD, 'day', date, mine ? MINE : page] : null,
    (signal) => (mine ? api.personalByDate(date, signal) : api.day(date, page, signal)),
  );

  if (!valid) return <ErrorState message={t('common.invalidDate')} />;
  const here = `/scoreboard/days/${date}`;
  return (
    <DayDetails
      date={date}
      remote={remote}
      onRetry={reload}
      page={page}
      onPage={mine ? undefined : setPage}
      back={{ to: '/scoreboard/days', label: t('scoreboard.day.back') }}
      emptyText={mine ? t('scoreboard.day.emptyMine') : t('scoreboard.day.empty')}
      actions={
        <div className="day-details__actions">
          <SectionTabs
            compact
            label={t('scoreboard.day.whose')}
            tabs={[
              { to: here, label: t('scoreboard.day.everyone'), active: !mine },
              { to: `${here}?${VIEW}=${MINE}`, label: t('scoreboard.tabs.my-list'), active: mine },
            ]}
          />
          <Link to={`/previous/${date}`} className="day-details__game">
            {t('scoreboard.day.openGame')}
          </Link>
        </div>
      }
    />
  );
}
