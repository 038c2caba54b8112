import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { GameResult } from '../../../../../contracts/game.codec';
import { deriveGamePageResult } from '../../../../../domain/scoring/game-status';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { Page } from '../../../components/page/page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { ButtonLink } from '../../../components/ui/button-link';
import { ArrowLeftIcon, PlayIcon } from '../../../components/ui/icons';
import { useSession } from '../../auth/hooks/use-session';
import { ResultsPanel } from '../../game/components/game-over/results-panel';
import { RevealedCategories } from '../../game/components/game-over/revealed-categories';
import { gamePath } from '../../game/model/game-route';
import { SwitchedOffNotice, switchedOffCode } from '../../game/components/switched-off';
import { usePreviousDay } from '../hooks/use-previous-day';
import { formatGameDate } from '../format-game-date';
import './previous.css';

/**
 * `/previous/:date`: the day's number and title, then how the player's game went (the result and the day's
 * groups) or the way into it. Not `YYYY-MM-DD`: a missing page.
 */
export function PreviousDayPage() {
  const { t, i18n } = useTranslation();
  const { date = '' } = useParams();
  const { status } = useSession();
  const kind = status === 'loading' ? null : status;
  const day = usePreviousDay(kind, date);
  const formatted = formatGameDate(date, i18n.resolvedLanguage ?? 'fi');
  if (formatted === null) return <NotFoundPage />;
  const guest = kind === 'guest';
  const game = 'game' in day ? day.game : null;
  // A titled game is named by its title, with its date beneath; otherwise the date is the title.
  const title = game?.title ?? null;

  return (
    <Page
      title={title ?? formatted}
      eyebrow={game ? t('game.heading', { number: game.sequenceNumber }) : t('game.previous.dayTitle')}
    >
      <div className="previous-day">
        {title !== null ? <p className="previous-day__date">{formatted}</p> : null}
        {day.kind === 'loading' ? <LoadingState /> : null}
        {day.kind === 'failed' ? <DayFailed error={day.error} /> : null}
        {day.kind === 'none' ? <EmptyState>{t('game.noGame.body')}</EmptyState> : null}
        {day.kind === 'unplayed' || day.kind === 'playing' ? (
          <>
            <p className="previous-day__lead">
              {day.kind === 'playing' ? t('game.previous.playingBody') : t('game.previous.unplayedBody')}
            </p>
            <ButtonLink to={gamePath(date, guest)} large>
              <PlayIcon />
              {day.kind === 'playing' ? t('game.previous.continue') : t('game.previous.play')}
            </ButtonLink>
          </>
        ) : null}
        {day.kind === 'result' ? (
          <>
            <Outcome result={day.result} />
            <ResultsPanel result={day.result} />
            <RevealedCategories
              categories={day.result.categories}
              completed={day.result.completedCategories}
              switched={day.result.switchedWords}
              switchedPairs={day.result.switchedWordPairs}
            />
            <ButtonLink to={gamePath(date, guest)} variant="secondary">
              {t('game.previous.openGame')}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink to="/previous" variant="ghost">
          <ArrowLeftIcon />
          {t('game.previous.backToList')}
        </ButtonLink>
      </div>
    </Page>
  );
}

/** How the game ended, in words as on the game-over screen (the colour only repeats them). */
function Outcome({ result }: { result: GameResult }) {
  const { t, i18n } = useTranslation();
  const outcome = deriveGamePageResult(result);
  return (
    <p className={`previous-day__outcome previous-day__outcome--${outcome}`}>
      <strong>{t(`game.over.${outcome}`)}</strong>
      <span>
        {t('game.over.points', { score: new Intl.NumberFormat(i18n.language).format(result.score) })}
      </span>
    </p>
  );
}

/** A day a switch keeps from this player says why and shows the way on; anything else is a failure. */
function DayFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = switchedOffCode(error);
  if (code === null) return <ErrorState message={t('game.loadFailed')} />;
  return <SwitchedOffNotice code={code} />;
}
