import { useTranslation } from 'react-i18next';
import { CheckIcon, CrossIcon, SwitchIcon } from '../../../../components/ui/icons';
import type { FullCategory } from '../../../../../../contracts/game.codec';
import type { SwitchedWordPair } from '../../../../../../domain/game/category';
import { switchedPairOf } from '../../model/switched-pair';
import { CategoryRow } from '../category-row';
import './game-over.css';

interface RevealedCategoriesProps {
  categories: readonly FullCategory[];
  completed: readonly number[];
  switched: readonly number[];
  switchedPairs: readonly SwitchedWordPair[];
}

/** Every group of the day in the editor's order, each marked found or not, in words as well as colour. */
export function RevealedCategories({
  categories,
  completed,
  switched,
  switchedPairs,
}: RevealedCategoriesProps) {
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
          const wasSwitched = switched.includes(category.position);
          const pair = wasSwitched ? switchedPairOf(category.extraWord, switchedPairs) : null;
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
              {pair === null ? (
                <p className="category-row__extra">
                  {wasSwitched ? <SwitchIcon width={14} height={14} /> : null}
                  {t('game.categories.extra', { word: category.extraWord })}
                </p>
              ) : (
                <p className="category-row__extra">
                  <SwitchIcon width={14} height={14} />
                  {/* The arrow is for the eye; a screen reader hears the sentence instead. */}
                  <span aria-hidden="true">
                    {t('game.categories.switched', { oldWord: pair.oldWord, newWord: pair.newWord })}
                  </span>
                  <span className="visually-hidden">
                    {t('game.categories.switchedSpoken', { oldWord: pair.oldWord, newWord: pair.newWord })}
                  </span>
                </p>
              )}
            </CategoryRow>
          );
        })}
      </ol>
    </section>
  );
}
