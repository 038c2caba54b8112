import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnScoreRow } from '../../../../../contracts/scoreboard.codec';
import { useRemote } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { useFormats } from '../hooks/use-formats';
import { statusLabel } from '../model/status-label';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { Pager } from './pager';
import { PositionBadge } from './position-badge';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import './days.css';

/** My own games, newest first, each with its rank that day and a link to that day's ranking. */
export function OwnScores() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const [page, setPage] = usePageParam('games');
  const { remote, reload } = useRemote([SCOREBOARD, 'own-scores', page], (signal) =>
    api.ownScores(page, signal),
  );
  return (
    <section className="card card--stack sb-card" aria-labelledby="own-title">
      <h3 id="own-title" className="card__title">
        {t('scoreboard.myList.history')}
      </h3>
      <RemoteView remote={remote} failed={t('scoreboard.myList.historyFailed')} onRetry={reload}>
        {(value, refreshing) =>
          value.scores.length === 0 ? (
            <EmptyState>{t('scoreboard.myList.historyEmpty')}</EmptyState>
          ) : (
            <>
              <ol
                id="own-scores"
                className={`sb-history${refreshing ? ' is-refreshing' : ''}`}
                aria-busy={refreshing}
              >
                {value.scores.map((score) => (
                  <OwnScore key={score.gameDate} score={score} />
                ))}
              </ol>
              <Pager
                page={page}
                totalPages={value.totalPages}
                hasMore={value.hasMore}
                onChange={setPage}
                targetId="own-scores"
                busy={refreshing}
              />
            </>
          )
        }
      </RemoteView>
    </section>
  );
}

function OwnScore({ score }: { score: OwnScoreRow }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const status = statusLabel(score.gameStatus);
  return (
    <li>
      <Link to={`/scoreboard/days/${score.gameDate}`} className="sb-history__row">
        <PositionBadge position={score.position} />
        <span className="sb-history__day">
          <span className="sb-history__date">{formats.longDate(score.gameDate)}</span>
          <span className="sb-history__details">
            {t('scoreboard.days.number', { number: score.sequenceNumber })} ·{' '}
            {t('scoreboard.day.details', {
              time: formats.time(score.timeElapsed),
              mistakes: score.mistakes,
              switches: score.switches,
            })}
          </span>
        </span>
        <span className="sb-ranking__score">
          <span className="sb-ranking__points">{formats.number(score.score)}</span>
          <span className="sb-ranking__unit">
            {status ? t(`scoreboard.status.${status}`) : t('scoreboard.day.points')}
          </span>
        </span>
      </Link>
    </li>
  );
}
