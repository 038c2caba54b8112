import { useTranslation } from 'react-i18next';
import type { PodiumCounts } from '../../../../../domain/achievements/achievement-view';
import { MedalIcon } from './achievement-icons';

const PLACES = [
  { key: 'first', tone: 'gold' },
  { key: 'second', tone: 'silver' },
  { key: 'third', tone: 'bronze' },
] as const;

/** Gold, silver and bronze counts, apart from the other achievements (spec 3); each medal named. */
export function PodiumLine({ counts }: { counts: PodiumCounts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="podium">
      <h3 className="podium__title">{t('achievements.podium.title')}</h3>
      <ul className="podium__medals">
        {PLACES.map(({ key, tone }) => (
          <li
            key={key}
            className={`podium__medal podium__medal--${tone}${counts[key] === 0 ? ' podium__medal--none' : ''}`}
          >
            <span className="podium__icon" aria-hidden="true">
              <MedalIcon width={18} height={18} />
            </span>
            <span className="podium__label">{t(`achievements.podium.${key}`)}</span>
            <span className="podium__count">{number.format(counts[key])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
