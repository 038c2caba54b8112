import { useTranslation } from 'react-i18next';
import { CATEGORY_COUNT } from '../../../../../domain/constants/scoring.constants';
import { categoryLook } from '../model/category-look';
import { CategoryShape } from './category-shape';
import './category.css';

/** Five markers, one per group: found ones take their group's colour and shape, in the order found. */
export function CategoryProgress({ solved }: { solved: readonly number[] }) {
  const { t } = useTranslation();
  const slots = Array.from({ length: CATEGORY_COUNT }, (_, i) => solved[i] ?? null);
  return (
    <p className="category-progress" data-hotspot="categories">
      <span className="visually-hidden">{t('game.score.progress', { count: solved.length })}</span>
      {slots.map((position, i) => {
        const look = position === null ? null : categoryLook(position);
        return (
          <span
            key={i}
            aria-hidden="true"
            className={`category-progress__slot${look ? ` category--tone-${look.tone}` : ''}`}
          >
            {look ? <CategoryShape shape={look.shape} size={12} /> : null}
          </span>
        );
      })}
    </p>
  );
}
