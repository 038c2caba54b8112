import { CheckIcon } from '../../../components/ui/icons';
import type { Ref } from 'react';

interface WordCardProps {
  ref?: Ref<HTMLButtonElement>;
  word: string;
  selected: boolean;
  /** Roving focus: only the active card is in the tab order. */
  active: boolean;
  disabled: boolean;
  /** Just switched in: marked for a moment so the player sees what changed. */
  fresh: boolean;
  onToggle: (word: string) => void;
  onFocus: () => void;
}

// The font shrinks with the word's longest part (word-grid.css): a Finnish compound fits a third of a 320 px
// phone on one line instead of breaking mid-word. Even steps keep the classes few.
const sizeOf = (word: string) => {
  const longest = Math.max(...word.split(/\s+/).map((part) => part.length));
  return `fit-${Math.min(24, Math.max(8, Math.ceil(longest / 2) * 2))}`;
};

export function WordCard({ ref, word, selected, active, disabled, fresh, onToggle, onFocus }: WordCardProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`word-card word-card--${sizeOf(word)}${fresh ? ' word-card--fresh' : ''}`}
      data-flip={`word:${word}`}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      tabIndex={active ? 0 : -1}
      onClick={() => {
        if (!disabled) onToggle(word);
      }}
      onFocus={onFocus}
    >
      <span className="word-card__text">{word}</span>
      {selected ? <CheckIcon className="word-card__check" width={14} height={14} /> : null}
    </button>
  );
}
