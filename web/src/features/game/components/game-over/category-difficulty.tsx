import { useTranslation } from 'react-i18next';
import type { CategoryDifficultyView } from '../../../../../../contracts/game.codec';
import { DIFFICULTY_GAUGE_STEPS } from '../../../../../../domain/constants/standings.constants';
import { clampUnit, difficultyGauge } from '../../../../../../domain/standings/difficulty-gauge';
import { categoryLook } from '../../model/category-look';
import { difficultyBasis, type DifficultyBasis } from '../../model/difficulty-basis';
import { CategoryShape } from '../category-shape';
import { toneProps } from '../category-tone';
import '../category.css';

const STEPS = Array.from({ length: DIFFICULTY_GAUGE_STEPS }, (_, i) => i);

/**
 * Each group's difficulty as a 10-step gauge whose colour band changes at 2, 4, 6 and 8 (spec 9), and how
 * many players it rests on. With too few of them the gauges are muted and name no band: one player who
 * missed a group does not make it "very hard" for everyone.
 */
export function CategoryDifficulty({ categories }: { categories: readonly CategoryDifficultyView[] }) {
  const { t, i18n } = useTranslation();
  const ordered = [...categories].sort((a, b) => a.position - b.position);
  const basis = difficultyBasis(categories);
  const tentative = basis.strength !== 'enough';
  return (
    <>
      <BasisNote basis={basis} />
      <ul className={`difficulty${tentative ? ' difficulty--tentative' : ''}`}>
        {ordered.map((category) => {
          const gauge = difficultyGauge(category.gaugeValue, i18n.language);
          const look = categoryLook(category.position, category.color);
          const tone = toneProps(look);
          const value = t('game.stats.difficultyValue', { value: gauge.text });
          return (
            <li key={category.position} className="difficulty__item">
              <p className="difficulty__name">
                <span className={`difficulty__shape ${tone.className}`} style={tone.style}>
                  <CategoryShape shape={look.shape} size={12} />
                </span>
                {category.name}
              </p>
              <p className="difficulty__figures">
                <span>{tentative ? value : `${value} · ${t(`game.stats.bands.${gauge.band}`)}`}</span>
                <SolvedBy category={category} basis={basis} />
              </p>
              <span
                className={`gauge ${tentative ? 'gauge--muted' : `gauge--${gauge.band}`}`}
                aria-hidden="true"
              >
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
    </>
  );
}

function BasisNote({ basis }: { basis: DifficultyBasis }) {
  const { t } = useTranslation();
  if (basis.strength === 'none') return <p className="difficulty__basis">{t('game.stats.noneFinished')}</p>;
  return (
    <p className="difficulty__basis">
      {t('game.stats.basedOn', { count: basis.players })}
      {basis.strength === 'few' ? ` ${t('game.stats.tooFew')}` : null}
    </p>
  );
}

/** A share of players once there are enough of them; "1 of 2" while a percentage would overstate it. */
function SolvedBy({ category, basis }: { category: CategoryDifficultyView; basis: DifficultyBasis }) {
  const { t } = useTranslation();
  if (basis.strength === 'none') return null;
  return (
    <span>
      {basis.strength === 'few'
        ? t('game.stats.solvedByCount', { solved: category.successCount, count: basis.players })
        : t('game.stats.solvedBy', { percent: Math.round(100 * clampUnit(category.successRate)) })}
    </span>
  );
}
