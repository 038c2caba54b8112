import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayStats } from '../../hooks/use-day-stats';
import { CategoryDifficulty } from './category-difficulty';
import { CommonMistakes } from './common-mistakes';
import { ScoreHistogram } from './score-histogram';

function Part<T>({ value, children }: { value: T | null | undefined; children: (value: T) => ReactNode }) {
  const { t } = useTranslation();
  if (value === undefined) return <p className="day-stats__empty">{t('game.stats.loading')}</p>;
  if (value === null) return <p className="day-stats__empty">{t('game.stats.unavailable')}</p>;
  return <>{children(value)}</>;
}

/** Score distribution, group difficulty and the common mistakes of the day. */
export function DayStats({ gameDate, score }: { gameDate: string; score: number }) {
  const { t } = useTranslation();
  const stats = useDayStats(gameDate, score);
  return (
    <section className="day-stats card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="game-over__heading">
        {t('game.stats.title')}
      </h2>
      <Part value={stats.percentile}>{(data) => <ScoreHistogram data={data} score={score} />}</Part>
      <h3 className="day-stats__subheading">{t('game.stats.difficulty')}</h3>
      <Part value={stats.difficulty}>{(categories) => <CategoryDifficulty categories={categories} />}</Part>
      <h3 className="day-stats__subheading">{t('game.stats.mistakes')}</h3>
      <Part value={stats.mistakes}>{(mistakes) => <CommonMistakes mistakes={mistakes} />}</Part>
    </section>
  );
}
