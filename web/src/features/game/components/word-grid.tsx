import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayRow } from '../model/display-order';
import { moveCell, withinGrid, type Cell } from '../model/grid-navigation';
import { SwitchButton } from './switch-button';
import { WordCard } from './word-card';

interface WordGridProps {
  rows: readonly DisplayRow[];
  selection: readonly string[];
  busy: boolean;
  canSwitch: boolean;
  armedRow: number | null;
  freshWord: string | null;
  onToggle: (word: string) => void;
  onSwitch: (rowIndex: number) => void;
  /** Cards by word, for the shake of a wrong guess. */
  cardRefs: RefObject<Map<string, HTMLButtonElement>>;
}

const key = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * The unsolved words, row by row, each row with its switch button. One card is in the tab order; the
 * arrow keys move between cards (roving focus), so the grid is one stop for keyboard players.
 */
export function WordGrid(props: WordGridProps) {
  const { rows, selection, busy, canSwitch, armedRow, freshWord, onToggle, onSwitch, cardRefs } = props;
  const { t } = useTranslation();
  const [focusCell, setFocusCell] = useState<Cell>({ row: 0, column: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const lengths = rows.map((row) => row.words.length);
  const active = withinGrid(focusCell, lengths);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveCell(active, event.key, lengths);
    if (next === null) return;
    event.preventDefault();
    setFocusCell(next);
    buttons.current.get(key(next))?.focus();
  }

  return (
    <div
      className="word-grid"
      role="group"
      aria-label={t('game.board.label')}
      onKeyDown={onKeyDown}
      data-hotspot="wordCards"
    >
      {rows.map((row, r) => (
        <div
          key={row.rowIndex}
          className="word-grid__row"
          role="group"
          aria-label={t('game.board.row', { row: r + 1 })}
        >
          {row.words.map((word, column) => {
            const cell = { row: r, column };
            return (
              <WordCard
                key={word}
                ref={(element) => {
                  if (element) {
                    buttons.current.set(key(cell), element);
                    cardRefs.current.set(word, element);
                  } else {
                    buttons.current.delete(key(cell));
                    cardRefs.current.delete(word);
                  }
                }}
                word={word}
                selected={selection.includes(word)}
                active={active.row === r && active.column === column}
                disabled={busy}
                fresh={word === freshWord}
                onToggle={onToggle}
                onFocus={() => setFocusCell(cell)}
              />
            );
          })}
          <SwitchButton
            rowNumber={r + 1}
            armed={armedRow === row.rowIndex}
            disabled={busy || !canSwitch}
            onPress={() => onSwitch(row.rowIndex)}
          />
        </div>
      ))}
    </div>
  );
}
