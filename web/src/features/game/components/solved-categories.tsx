import { useTranslation } from 'react-i18next';
import { SwitchIcon } from '../../../components/ui/icons';
import type { RevealedCategory } from '../../../../../contracts/game.codec';
import { CategoryRow } from './category-row';

interface SolvedCategoriesProps {
  categories: readonly RevealedCategory[];
  switched: readonly number[];
}

/** Found groups above the grid, in the order they were found. */
export function SolvedCategories({ categories, switched }: SolvedCategoriesProps) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <ol className="solved-categories" aria-label={t('game.solved.label')} data-hotspot="matchedCategory">
      {categories.map((category) => (
        <CategoryRow
          key={category.position}
          category={category}
          badge={
            switched.includes(category.position) ? (
              <span className="category-row__badge" title={t('game.solved.switched')}>
                <SwitchIcon width={14} height={14} />
                <span className="visually-hidden">{t('game.solved.switched')}</span>
              </span>
            ) : null
          }
        />
      ))}
    </ol>
  );
}
