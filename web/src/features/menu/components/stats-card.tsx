import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { formatCombinedPoints } from '../../../../../domain/formatting/combined-points';
import { streakTier } from '../../../../../domain/standings/streak-tier';
import { FlameIcon } from '../../achievements/components/achievement-icons';
import { useStreaks, type Streaks } from '../hooks/use-streaks';

/**
 * The player's figures (spec 3, "Stats"): games, the current streak (styled by its tier), win rate as a
 * percentage, average score, performance index and total points (the spec's "hardcore points": every score
 * added up, which the figure says under its name).
 */
export function StatsCard({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation();
  const streaks = useStreaks(user.id);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className="card menu-card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="menu-card__title">
        {t('menu.stats.title')}
      </h2>
      <dl className="stats">
        <Figure label={t('menu.stats.games')}>{number.format(user.gamesPlayed)}</Figure>
        <StreakFigure streaks={streaks} />
        <Figure label={t('menu.stats.winRate')}>{percent.format(user.winRate / 100)}</Figure>
        <Figure label={t('menu.stats.avgScore')}>{number.format(user.avgScore)}</Figure>
        <Figure label={t('social.stats.performance')}>{number.format(user.rankingScore)}</Figure>
        <Figure label={t('menu.stats.points')} hint={t('menu.stats.pointsHint')}>
          {formatCombinedPoints(user.combinedPoints, i18n.language)}
        </Figure>
      </dl>
    </section>
  );
}

interface FigureProps {
  label: string;
  /** What the figure means, under its name, when the name alone does not say it. */
  hint?: string;
  className?: string;
  children: ReactNode;
}

function Figure({ label, hint, className, children }: FigureProps) {
  return (
    <div className={`stats__item${className ? ` ${className}` : ''}`}>
      <dt className="stats__label">
        {label}
        {hint ? <span className="stats__hint">{hint}</span> : null}
      </dt>
      <dd className="stats__value">{children}</dd>
    </div>
  );
}

/** The current streak; from a tier of 5 up its flame grows hotter (spec 9), the number always says it. */
function StreakFigure({ streaks }: { streaks: Streaks }) {
  const { t, i18n } = useTranslation();
  const label = t('social.stats.streak');
  if (streaks.kind !== 'ready')
    return (
      <Figure label={label}>
        {streaks.kind === 'loading' ? (
          <span className="stats__pending" aria-busy="true">
            <span className="visually-hidden">{t('common.loading')}</span>
          </span>
        ) : (
          '–'
        )}
      </Figure>
    );
  const tier = streakTier(streaks.currentStreak);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Figure label={label} className={`stats__item--streak streak-tier-${tier ?? 0}`}>
      <span className="stats__streak">
        {streaks.currentStreak > 0 ? <FlameIcon className="stats__flame" width={22} height={22} /> : null}
        <span className="visually-hidden">
          {t('social.stats.streakDays', { count: streaks.currentStreak })}
        </span>
        <span aria-hidden="true">{number.format(streaks.currentStreak)}</span>
      </span>
      {streaks.maxStreak > 0 ? (
        <span className="stats__aside">{t('social.stats.streakBest', { count: streaks.maxStreak })}</span>
      ) : null}
    </Figure>
  );
}
