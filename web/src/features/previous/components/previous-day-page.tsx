import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
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

/** `/previous/:date`: play a past day, go on with it, or see how it went. Not `YYYY-MM-DD`: a missing page. */
export function PreviousDayPage() {
  const { t, i18n } = useTranslation();
  const { date = '' } = useParams();
  const { status } = useSession();
  const kind = status === 'loading' ? null : status;
  const day = usePreviousDay(kind, date);
  const formatted = formatGameDate(date, i18n.resolvedLanguage ?? 'fi');
  if (formatted === null) return <NotFoundPage />;
  const guest = kind === 'guest';
  const heading =
    'game' in day ? t('game.heading', { number: day.game.sequenceNumber }) : t('game.previous.dayTitle');

  return (
    <Page title={formatted} eyebrow={heading}>
      <div className="previous-day">
        {day.kind === 'loading' ? <LoadingState /> : null}
        {day.kind === 'failed' ? <DayFailed error={day.error} /> : null}
        {day.kind === 'none' ? <EmptyState>{t('game.noGame.body')}</EmptyState> : null}
        {day.kind === 'unplayed' || day.kind === 'playing' ? (
          <ButtonLink to={gamePath(date, guest)} large>
            <PlayIcon />
            {day.kind === 'playing' ? t('game.previous.continue') : t('game.previous.play')}
          </ButtonLink>
        ) : null}
        {day.kind === 'result' ? (
          <>
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

/** A day a switch keeps from this player says why and shows the way on; anything else is a failure. */
function DayFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const code = switchedOffCode(error);
  if (code === null) return <ErrorState message={t('game.loadFailed')} />;
  return <SwitchedOffNotice code={code} />;
}
