import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../components/page/page';
import { LoadingState, ErrorState } from '../../../components/page/view-states';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { useSession } from '../../auth/hooks/use-session';
import { SwitchedOffNotice } from '../../game/components/switched-off';
import { usePreviousDays, type PreviousDay } from '../hooks/use-previous-days';
import { formatGameDate } from '../format-game-date';
import { dayStatus, type DayStatus } from '../model/day-status';
import './previous.css';

/** `/previous`: today and the month before it, each day with how the player did (registered players). */
export function PreviousDaysPage() {
  const { t } = useTranslation();
  const { status } = useSession();
  const { settings, loaded } = usePublicSettings();
  // A guest kept from earlier days by the admin's switch gets the reason and the way to sign in, not a list
  // of days that would each be refused.
  const guestKeptOut = status === 'guest' && loaded && !settings.showGuestPreviousDaysButton;
  const days = usePreviousDays(status === 'loading' || guestKeptOut ? null : status);
  return (
    <Page title={t('common.previousDays')}>
      <p className="previous__intro">{t('game.previous.intro')}</p>
      {guestKeptOut ? (
        <SwitchedOffNotice code="GUEST_PREVIOUS_DAYS_DISABLED" />
      ) : days.kind === 'loading' ? (
        <LoadingState />
      ) : days.kind === 'failed' ? (
        <ErrorState message={t('game.previous.loadFailed')} />
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

function statusLabel(status: DayStatus, t: TFunction, language: string): string {
  switch (status.kind) {
    case 'played':
      return status.score === null
        ? t('game.previous.playedNoScore')
        : t('game.previous.played', { score: new Intl.NumberFormat(language).format(status.score) });
    case 'inProgress':
      return t('game.previous.inProgress');
    case 'notPlayed':
      return t('game.previous.notPlayed');
  }
}

function DayLink({ day, isToday }: { day: PreviousDay; isToday: boolean }) {
  const { t, i18n } = useTranslation();
  const status = dayStatus(day.status);
  return (
    <li>
      <Link to={`/previous/${day.date}`} className="list-card previous__day">
        <span className="previous__date">
          {isToday ? <span className="badge">{t('game.previous.today')}</span> : null}
          {formatGameDate(day.date, i18n.language) ?? day.date}
        </span>
        {status !== null ? (
          <span className={`previous__status${STATUS_CLASS[status.kind]}`}>
            {statusLabel(status, t, i18n.language)}
          </span>
        ) : null}
        <ArrowRightIcon className="previous__chevron" />
      </Link>
    </li>
  );
}
