import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RevealedCategory } from '../../../../../contracts/game.codec';
import { categoryLook } from '../model/category-look';
import { CategoryShape } from './category-shape';
import { toneProps } from './category-tone';
import './category.css';

interface CategoryRowProps {
  /** Its `createdBy` is the author players see ("by walker2"); empty shows none. */
  category: RevealedCategory;
  /** Extra lines under the words (game over: found or not, the switch). */
  children?: ReactNode;
  /** A status mark beside the name (a switch, a miss). */
  badge?: ReactNode;
  muted?: boolean;
  as?: 'li' | 'div';
}

/** A revealed group: its colour, its shape and its name, so the colour is never the only sign of which it is. */
export function CategoryRow({ category, children, badge, muted = false, as: Tag = 'li' }: CategoryRowProps) {
  const { t } = useTranslation();
  const look = categoryLook(category.position, category.color);
  const tone = toneProps(look);
  const author = category.createdBy.trim();
  return (
    <Tag
      className={`category-row ${tone.className}${muted ? ' category-row--muted' : ''}`}
      style={tone.style}
    >
      <p className="category-row__name">
        <CategoryShape shape={look.shape} />
        <span>{category.name}</span>
        {badge}
      </p>
      {author !== '' ? (
        <p className="category-row__author">{t('game.categories.author', { author })}</p>
      ) : null}
      <p className="category-row__words">{category.words.join(', ')}</p>
      {children}
    </Tag>
  );
}
