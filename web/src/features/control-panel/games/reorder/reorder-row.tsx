import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { formatDate, formatShortDate } from '../../../../lib/format-date';
import { ArrowDownIcon, ArrowUpIcon, DragIcon } from '../shared/games-icons';
import { keyboardTarget } from './reorder-model';

interface ReorderRowProps {
  game: ManagedGameView;
  index: number;
  total: number;
  /** The date this position gets when saved. */
  newDate: string;
  dragging: boolean;
  rowRef: (element: HTMLLIElement | null) => void;
  handleRef: (element: HTMLButtonElement | null) => void;
  onMove: (to: number) => void;
  /** A pointer pressed the handle: the list follows it until it is let go. */
  onDragStart: (pointerId: number, pointerY: number) => void;
}

/** One game in the order: its handle, its new date (and the old one when it moves), step buttons. */
export function ReorderRow({
  game,
  index,
  total,
  newDate,
  dragging,
  rowRef,
  handleRef,
  onMove,
  onDragStart,
}: ReorderRowProps) {
  const { t, i18n } = useTranslation();
  const name =
    game.title ??
    game.categories
      .map((category) => category.name)
      .slice(0, 2)
      .join(', ');
  const moved = newDate !== game.date;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const to = keyboardTarget(index, total, event.key);
    if (to === null) return;
    event.preventDefault();
    onMove(to);
  }

  return (
    <li ref={rowRef} className={`cp-reorder__row${dragging ? ' cp-reorder__row--dragging' : ''}`}>
      <button
        type="button"
        ref={handleRef}
        className="cp-reorder__handle"
        aria-label={t('controlPanel.games.reorder.handle', { name, position: index + 1, total })}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          // No text selection or page scroll while dragging (touch-action: none in the CSS, too).
          event.preventDefault();
          onDragStart(event.pointerId, event.clientY);
        }}
      >
        <DragIcon />
      </button>
      <div className="cp-reorder__text">
        <p className="cp-reorder__date">
          <span className="cp-reorder__position">{index + 1}.</span>{' '}
          {formatDate(newDate, i18n.language) ?? newDate}
        </p>
        <p className="cp-reorder__name">{name}</p>
        {moved ? (
          <p className="cp-reorder__was">
            {t('controlPanel.games.reorder.was', {
              date: formatShortDate(game.date, i18n.language) ?? game.date,
            })}
          </p>
        ) : null}
      </div>
      <div className="cp-reorder__steps">
        <button
          type="button"
          className="icon-button"
          aria-label={t('controlPanel.games.reorder.up', { name })}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpIcon />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('controlPanel.games.reorder.down', { name })}
          disabled={index === total - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownIcon />
        </button>
      </div>
    </li>
  );
}
