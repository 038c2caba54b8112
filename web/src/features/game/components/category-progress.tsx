import { useTranslation } from 'react-i18next';
import { CATEGORY_COUNT } from '../../../../../domain/constants/scoring.constants';
import { categoryLook } from '../model/category-look';
import { CategoryShape } from './category-shape';
import { toneProps } from './category-tone';
import './category.css';

interface CategoryProgressProps {
  /** The found groups' positions, in the order found. */
  solved: readonly number[];
  /** Their stored colours by position, when known. */
  colors?: ReadonlyMap<number, string>;
}

/** Five markers, one per group: found ones take their group's colour and shape, in the order found. */
export function CategoryProgress({ solved, colors }: CategoryProgressProps) {
  const { t } = useTranslation();
  const slots = Array.from({ length: CATEGORY_COUNT }, (_, i) => solved[i] ?? null);
  return (
    <p className="category-progress" data-hotspot="categories">
      <span className="visually-hidden">{t('game.score.progress', { count: solved.length })}</span>
      {slots.map((position, i) => {
        const look = position === null ? null : categoryLook(position, colors?.get(position));
        const tone = look === null ? null : toneProps(look);
        return (
          <span
            key={i}
            aria-hidden="true"
            className={`category-progress__slot${tone ? ` ${tone.className}` : ''}`}
            style={tone?.style}
          >
            {look ? <CategoryShape shape={look.shape} size={12} /> : null}
          </span>
        );
      })}
    </p>
  );
}
