import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page/page';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { useSession } from '../../auth/hooks/use-session';
import { usePreviousDays, type PreviousDay } from '../hooks/use-previous-days';
import { formatGameDate } from '../format-game-date';
import { dayStatus } from '../model/day-status';
import './previous.css';

/** `/previous`: today and the month before it, each day with how the player did (registered players). */
export function PreviousDaysPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const days = usePreviousDays(status === 'loading' ? null : status);
  return (
    <Page title={t('game.previous.title')}>
      <p className="previous__intro">{t('game.previous.intro')}</p>
      {days.kind === 'loading' ? (
        <p className="previous__state" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : days.kind === 'failed' ? (
        <p className="previous__state" role="alert">
          {t('game.previous.loadFailed')}
        </p>
      ) : (
        <ul className="previous__list">
          {days.days.map((day) => (
            <DayLink key={day.date} day={day} isToday={day.date === days.today} />
          ))}
        </ul>
      )}
    </Page>
  );
}

const STATUS_CLASS = {
  played: ' previous__status--played',
  inProgress: ' previous__status--in-progress',
  notPlayed: '',
} as const;

function DayLink({ day, isToday }: { day: PreviousDay; isToday: boolean }) {
  const { t, i18n } = useTranslation();
  const status = dayStatus(day.status);
  const label =
    status === null
      ? null
      : status.kind === 'played'
        ? status.score === null
          ? t('game.previous.playedNoScore')
          : t('game.previous.played', { score: new Intl.NumberFormat(i18n.language).format(status.score) })
        : status.kind === 'inProgress'
          ? t('game.previous.inProgress')
          : t('game.previous.notPlayed');
  return (
    <li>
      <Link to={`/previous/${day.date}`} className="previous__day">
        <span className="previous__date">
          {isToday ? <span className="badge">{t('game.previous.today')}</span> : null}
          {formatGameDate(day.date, i18n.language) ?? day.date}
        </span>
        {label !== null && status !== null ? (
          <span className={`previous__status${STATUS_CLASS[status.kind]}`}>{label}</span>
        ) : null}
        <ArrowRightIcon className="previous__chevron" />
      </Link>
    </li>
  );
}
