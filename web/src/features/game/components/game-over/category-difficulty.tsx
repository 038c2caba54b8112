import { useTranslation } from 'react-i18next';
import type { CategoryDifficultyView } from '../../../../../../contracts/game.codec';
import { DIFFICULTY_GAUGE_STEPS } from '../../../../../../domain/constants/standings.constants';
import { clampUnit, difficultyGauge } from '../../../../../../domain/standings/difficulty-gauge';
import { categoryLook } from '../../model/category-look';
import { CategoryShape } from '../category-shape';
import { toneProps } from '../category-tone';
import '../category.css';

const STEPS = Array.from({ length: DIFFICULTY_GAUGE_STEPS }, (_, i) => i);

/** Each group's difficulty as a 10-step gauge whose colour band changes at 2, 4, 6 and 8 (spec 9). */
export function CategoryDifficulty({ categories }: { categories: readonly CategoryDifficultyView[] }) {
  const { t, i18n } = useTranslation();
  const ordered = [...categories].sort((a, b) => a.position - b.position);
  return (
    <ul className="difficulty">
      {ordered.map((category) => {
        const gauge = difficultyGauge(category.gaugeValue, i18n.language);
        const look = categoryLook(category.position, category.color);
        const tone = toneProps(look);
        return (
          <li key={category.position} className="difficulty__item">
            <p className="difficulty__name">
              <span className={`difficulty__shape ${tone.className}`} style={tone.style}>
                <CategoryShape shape={look.shape} size={12} />
              </span>
              {category.name}
            </p>
            <p className="difficulty__figures">
              <span>
                {t('game.stats.difficultyValue', { value: gauge.text })} ·{' '}
                {t(`game.stats.bands.${gauge.band}`)}
              </span>
              <span>
                {t('game.stats.solvedBy', { percent: Math.round(100 * clampUnit(category.successRate)) })}
              </span>
            </p>
            <span className={`gauge gauge--${gauge.band}`} aria-hidden="true">
              {STEPS.map((step) => (
                <span
                  key={step}
                  className={`gauge__step${step < gauge.filledSteps ? ' gauge__step--on' : ''}`}
                />
              ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
