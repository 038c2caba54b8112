import { useTranslation } from 'react-i18next';
import type { ManagedCategoryView } from '../../../../../../contracts/manage-games.codec';
import { CategoryShape } from '../../../game/components/category-shape';
import { toneProps } from '../../../game/components/category-tone';
import { categoryLook } from '../../../game/model/category-look';
import '../../../game/components/category.css';

/** A game's five categories in difficulty order: each name with its colour and its position's shape. */
export function CategoryChips({ categories }: { categories: readonly ManagedCategoryView[] }) {
  const { t } = useTranslation();
  const ordered = [...categories].sort((a, b) => a.position - b.position);
  return (
    <ol className="cp-chips" aria-label={t('controlPanel.games.list.categories')}>
      {ordered.map((category) => {
        const look = categoryLook(category.position, category.color);
        const tone = toneProps(look);
        return (
          <li key={category.position} className="cp-chip">
            <span className={`cp-chip__swatch ${tone.className}`} style={tone.style} aria-hidden="true">
              <CategoryShape shape={look.shape} size={11} />
            </span>
            <span className="cp-chip__name">{category.name || t('controlPanel.games.list.unnamed')}</span>
          </li>
        );
      })}
    </ol>
  );
}
