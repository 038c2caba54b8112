import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameDay } from '../../../../../contracts/game-days.codec';
import { Page } from '../../../components/page/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { usePublicSettings } from '../../auth/hooks/use-public-settings';
import { useSession } from '../../auth/hooks/use-session';
import { SwitchedOffNotice } from '../../game/components/switched-off';
import { usePreviousDays, type PreviousDays } from '../hooks/use-previous-days';
import { formatGameDate } from '../format-game-date';
import { dayStatus, type DayStatus } from '../model/day-status';
import './previous.css';

/** `/previous`: the published days up to today, newest first, each with how the player's game of it stands. */
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
      ) : days.days.length === 0 ? (
        <EmptyState>{t('game.previous.empty')}</EmptyState>
      ) : (
        <DayList days={days} />
      )}
    </Page>
  );
}

function DayList({ days }: { days: Extract<PreviousDays, { kind: 'ready' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="previous__list" aria-busy={days.earlier === 'loading'}>
        {days.days.map((day) => (
          <DayLink key={day.date} day={day} isToday={day.date === days.today} />
        ))}
      </ul>
      {days.earlier === 'failed' ? (
        <p className="previous__more-failed" role="alert">
          {t('game.previous.moreFailed')}
        </p>
      ) : null}
      {days.more ? (
        <button
          type="button"
          className="button button--secondary previous__more"
          onClick={days.showEarlier}
          disabled={days.earlier === 'loading'}
        >
          {t('game.previous.showMore')}
        </button>
      ) : null}
    </>
  );
}

/** Only a won game keeps points; colour is never the only sign, the words say it. */
const STATUS_CLASS: Record<DayStatus['kind'], string> = {
  won: ' previous__status--won',
  lost: ' previous__status--lost',
  forfeit: ' previous__status--lost',
  inProgress: ' previous__status--in-progress',
  notPlayed: '',
};

function statusLabel(status: DayStatus, t: TFunction, language: string): string {
  switch (status.kind) {
    case 'won':
      return t('game.previous.won', { score: new Intl.NumberFormat(language).format(status.score) });
    case 'lost':
      return t('game.previous.lost');
    case 'forfeit':
      return t('game.previous.forfeited');
    case 'inProgress':
      return t('game.previous.inProgress');
    case 'notPlayed':
      return t('game.previous.notPlayed');
  }
}

function DayLink({ day, isToday }: { day: GameDay; isToday: boolean }) {
  const { t, i18n } = useTranslation();
  const status = dayStatus(day);
  return (
    <li>
      <Link to={`/previous/${day.date}`} className="list-card previous__day">
        <span className="previous__number">{t('game.previous.number', { number: day.sequenceNumber })}</span>
        <span className="previous__date">{formatGameDate(day.date, i18n.language) ?? day.date}</span>
        <span className="previous__state">
          {isToday ? <span className="badge">{t('game.previous.today')}</span> : null}
          <span className={`previous__status${STATUS_CLASS[status.kind]}`}>
            {statusLabel(status, t, i18n.language)}
          </span>
        </span>
        <ArrowRightIcon className="previous__chevron" />
      </Link>
    </li>
  );
}
