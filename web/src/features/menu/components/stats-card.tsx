import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { formatCombinedPoints } from '../../../../../domain/formatting/combined-points';

/** The player's figures from the profile: games, win rate (a percentage), average and hardcore points. */
export function StatsCard({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const figures = [
    { label: t('menu.stats.games'), value: number.format(user.gamesPlayed) },
    { label: t('menu.stats.winRate'), value: percent.format(user.winRate / 100) },
    { label: t('menu.stats.avgScore'), value: number.format(user.avgScore) },
    { label: t('menu.stats.points'), value: formatCombinedPoints(user.combinedPoints) },
  ];
  return (
    <section className="card menu-card" aria-labelledby="stats-title">
      <h2 id="stats-title" className="menu-card__title">
        {t('menu.stats.title')}
      </h2>
      <dl className="stats">
        {figures.map(({ label, value }) => (
          <div key={label} className="stats__item">
            <dt className="stats__label">{label}</dt>
            <dd className="stats__value">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
