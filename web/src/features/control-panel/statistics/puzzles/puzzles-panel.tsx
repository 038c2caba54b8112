import { LoadingState } from '../../../../components/page/view-states';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons';
import { DateField } from '../components/date-field';
import { useStatsFormats } from '../components/use-stats-formats';
import { useStatisticsText } from '../i18n/texts';
import { dayAfter, dayBefore } from '../model/day-steps';
import { CategoriesOfDate } from './categories-of-date';
import { CombinationsList } from './combinations-list';
import { usePuzzleDate } from './use-puzzle-date';

/** One date's puzzle as the players met it: each category's solve rate and difficulty, and the guesses. */
export function PuzzlesPanel() {
  const { t } = useStatisticsText();
  const formats = useStatsFormats();
  const { date, page, setDate, setPage } = usePuzzleDate();
  return (
    <div className="cp-stats">
      <section className="card card--stack cp-stats__panel" aria-labelledby="cp-puzzles-title">
        <h2 id="cp-puzzles-title" className="card__title">
          {t('puzzles.title')}
        </h2>
        <div className="cp-day-picker">
          <button
            type="button"
            className="icon-button cp-day-picker__step"
            aria-label={t('puzzles.previous')}
            disabled={date === null}
            onClick={() => date !== null && setDate(dayBefore(date))}
          >
            <ArrowLeftIcon />
          </button>
          <DateField
            label={t('puzzles.date')}
            value={date}
            onChange={(value) => value !== null && setDate(value)}
          />
          <button
            type="button"
            className="icon-button cp-day-picker__step"
            aria-label={t('puzzles.next')}
            disabled={date === null}
            onClick={() => date !== null && setDate(dayAfter(date))}
          >
            <ArrowRightIcon />
          </button>
        </div>
        {date === null ? (
          <LoadingState compact />
        ) : (
          <>
            <p className="cp-stats__range">{formats.longDate(date)}</p>
            <CategoriesOfDate date={date} />
          </>
        )}
      </section>
      {date === null ? null : <CombinationsList date={date} page={page} onPage={setPage} />}
    </div>
  );
}
