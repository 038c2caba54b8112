import type { ReactNode } from 'react';
import type { RevealedCategory } from '../../../../../contracts/game.codec';
import { categoryLook } from '../model/category-look';
import { CategoryShape } from './category-shape';
import './category.css';

interface CategoryRowProps {
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
  const look = categoryLook(category.position);
  return (
    <Tag className={`category-row category--tone-${look.tone}${muted ? ' category-row--muted' : ''}`}>
      <p className="category-row__name">
        <CategoryShape shape={look.shape} />
        <span>{category.name}</span>
        {badge}
      </p>
      <p className="category-row__words">{category.words.join(', ')}</p>
      {children}
    </Tag>
  );
}
