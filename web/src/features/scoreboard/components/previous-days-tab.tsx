import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PreviousDay } from '../../../../../contracts/scoreboard.codec';
import { PAGE_SIZES } from '../../../../../domain/constants/page-sizes.constants';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { useFormats } from '../hooks/use-formats';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { DaysViews } from './days-views';
import { Pager } from './pager';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import './days.css';

/** The catch-up list pages like the days tab. */
const PREVIOUS_DAYS_LIMIT = PAGE_SIZES.scoreboardDays;
const UNPLAYED = 'unplayed';

/** `/scoreboard/previous-days`: past games and whether I played them, each opening at /previous/:date. */
export function PreviousDaysTab() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const unplayedOnly = params.get(UNPLAYED) === '1';
  const { remote, reload } = useRemote([SCOREBOARD, 'previous-days', page, unplayedOnly], (signal) =>
    api.previousDays({ page, limit: PREVIOUS_DAYS_LIMIT, unplayedOnly }, signal),
  );

  const toggle = (checked: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (checked) next.set(UNPLAYED, '1');
      else next.delete(UNPLAYED);
      return next;
    });

  return (
    <section className="card--stack" aria-labelledby="previous-title">
      <h2 id="previous-title" className="visually-hidden">
        {t('common.previousDays')}
      </h2>
      <DaysViews current="previous" />
      <div className="sb-toolbar">
        <p className="sb-intro">{t('scoreboard.previous.intro')}</p>
        <label className="sb-check">
          <input type="checkbox" checked={unplayedOnly} onChange={(event) => toggle(event.target.checked)} />
          <span>{t('scoreboard.previous.unplayedOnly')}</span>
        </label>
      </div>
      <RemoteView remote={remote} failed={t('scoreboard.previous.failed')} onRetry={reload}>
        {(value, refreshing) =>
          value.days.length === 0 ? (
            <EmptyState>
              {unplayedOnly ? t('scoreboard.previous.allPlayed') : t('scoreboard.previous.empty')}
            </EmptyState>
          ) : (
            <>
              <ul
                id="previous-list"
                className={`catch-up${refreshing ? ' is-refreshing' : ''}`}
                aria-busy={refreshing}
              >
                {value.days.map((day) => (
                  <CatchUpDay key={day.gameDate} day={day} />
                ))}
              </ul>
              <Pager
                page={page}
                totalPages={value.totalPages}
                hasMore={value.hasMore}
                onChange={setPage}
                targetId="previous-list"
                busy={refreshing}
              />
            </>
          )
        }
      </RemoteView>
    </section>
  );
}

function CatchUpDay({ day }: { day: PreviousDay }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const status = !day.played
    ? t('scoreboard.previous.notPlayed')
    : day.score === null
      ? t('scoreboard.previous.playedNoScore')
      : t('scoreboard.previous.played', { score: formats.number(day.score) });
  return (
    <li>
      <Link to={`/previous/${day.gameDate}`} className="list-card">
        <span className="catch-up__text">
          <span className="catch-up__date">
            <span className="day-card__number">
              {t('scoreboard.days.number', { number: day.sequenceNumber })}
            </span>
            {formats.longDate(day.gameDate)}
          </span>
          <span className={`catch-up__status${day.played ? ' catch-up__status--played' : ''}`}>{status}</span>
        </span>
        <ArrowRightIcon className="day-card__chevron" />
      </Link>
    </li>
  );
}
