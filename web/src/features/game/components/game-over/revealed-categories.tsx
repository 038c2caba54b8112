import { useTranslation } from 'react-i18next';
import type { FullCategory } from '../../../../../../contracts/game.codec';
import { CategoryRow } from '../category-row';
import { CheckIcon, CrossIcon, SwitchIcon } from '../game-icons';
import './game-over.css';

interface RevealedCategoriesProps {
  categories: readonly FullCategory[];
  completed: readonly number[];
  switched: readonly number[];
}

/** Every group of the day in the editor's order, each marked found or not, in words as well as colour. */
export function RevealedCategories({ categories, completed, switched }: RevealedCategoriesProps) {
  const { t } = useTranslation();
  const ordered = [...categories].sort((a, b) => a.position - b.position);
  return (
    <section className="revealed" aria-labelledby="revealed-title">
      <h2 id="revealed-title" className="game-over__heading">
        {t('game.categories.title')}
      </h2>
      <ol className="revealed__list">
        {ordered.map((category) => {
          const found = completed.includes(category.position);
          return (
            <CategoryRow
              key={category.position}
              category={category}
              muted={!found}
              badge={
                <span className={`category-row__status category-row__status--${found ? 'found' : 'missed'}`}>
                  {found ? <CheckIcon width={14} height={14} /> : <CrossIcon width={14} height={14} />}
                  {found ? t('game.categories.found') : t('game.categories.missed')}
                </span>
              }
            >
              <p className="category-row__extra">
                {switched.includes(category.position) ? <SwitchIcon width={14} height={14} /> : null}
                {t('game.categories.extra', { word: category.extraWord })}
              </p>
            </CategoryRow>
          );
        })}
      </ol>
    </section>
  );
}
