import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DaySummary, DaysPage } from '../../../../../contracts/scoreboard.codec';
import { ArrowRightIcon } from '../../../components/ui/icons';
import type { Remote } from '../../../lib/use-remote';
import { useFormats } from '../hooks/use-formats';
import { Pager } from './pager';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import './days.css';

interface DaysListProps {
  remote: Remote<DaysPage>;
  onRetry: () => void;
  page: number;
  onPage: (page: number) => void;
  /** Where a day leads: the scoreboard's or a group's day details. */
  dayPath: (date: string) => string;
  id: string;
}

/** The game dates with how each went, newest first: players, wins, average, the best score, and mine. */
export function DaysList({ remote, onRetry, page, onPage, dayPath, id }: DaysListProps) {
  const { t } = useTranslation();
  return (
    <RemoteView remote={remote} failed={t('scoreboard.days.failed')} onRetry={onRetry}>
      {(value, refreshing) =>
        value.days.length === 0 ? (
          <EmptyState>{t('scoreboard.days.empty')}</EmptyState>
        ) : (
          <>
            <ul id={id} className={`day-cards${refreshing ? ' is-refreshing' : ''}`} aria-busy={refreshing}>
              {value.days.map((day) => (
                <DayCard key={day.gameDate} day={day} to={dayPath(day.gameDate)} />
              ))}
            </ul>
            <Pager
              page={page}
              totalPages={value.totalPages}
              hasMore={value.hasMore}
              onChange={onPage}
              targetId={id}
              busy={refreshing}
            />
          </>
        )
      }
    </RemoteView>
  );
}

function DayCard({ day, to }: { day: DaySummary; to: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <li>
      <Link to={to} className="day-card">
        <span className="day-card__head">
          <span className="day-card__number">
            {t('scoreboard.days.number', { number: day.sequenceNumber })}
          </span>
          <span className="day-card__date">{formats.longDate(day.gameDate)}</span>
          {day.title ? <span className="day-card__title">{day.title}</span> : null}
        </span>
        <span className="day-card__figures">
          {day.totalPlayers === 0 ? (
            <span>{t('scoreboard.days.nobody')}</span>
          ) : (
            <>
              <span>{t('scoreboard.days.players', { count: day.totalPlayers })}</span>
              <span>{t('scoreboard.days.wins', { count: day.wins })}</span>
              <span>{t('scoreboard.days.average', { score: formats.number(day.averageScore) })}</span>
            </>
          )}
        </span>
        {day.topScore !== null ? (
          <span className="day-card__best">
            {t('scoreboard.days.best', {
              score: formats.number(day.topScore),
              username: day.topPlayer ?? '',
            })}
          </span>
        ) : null}
        <span className={`day-card__mine${day.myScore === null ? ' day-card__mine--none' : ''}`}>
          {day.myScore === null
            ? t('scoreboard.days.notPlayed')
            : t('scoreboard.days.mine', { score: formats.number(day.myScore) })}
        </span>
        <ArrowRightIcon className="day-card__chevron" />
      </Link>
    </li>
  );
}
