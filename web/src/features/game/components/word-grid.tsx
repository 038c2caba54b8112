import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayRow } from '../model/display-order';
import { firstWordCell, moveCell, withinGrid, type Cell } from '../model/grid-navigation';
import { SwitchButton } from './switch-button';
import { WordCard } from './word-card';

interface WordGridProps {
  rows: readonly DisplayRow[];
  selection: readonly string[];
  busy: boolean;
  canSwitch: boolean;
  /** The server's index of the armed row, or null. */
  armedRow: number | null;
  freshWord: string | null;
  /**
   * A new value puts the focus on the first word (the game just started, a correct guess took the focused
   * cards away); so does the focus falling to the page while the value stands.
   */
  focusRequest: number | string | null;
  onToggle: (word: string) => void;
  onSwitch: (row: DisplayRow) => void;
  /** Cards by word, for the shake of a wrong guess. */
  cardRefs: RefObject<Map<string, HTMLButtonElement>>;
}

const key = (cell: Cell) => `${cell.row}:${cell.column}`;

/**
 * The unsolved words, row by row, each row with its switch button as the cell after its words. One cell is
 * in the tab order; the arrow keys move between cells (roving focus), so the whole grid is one Tab stop and
 * Submit comes right after it.
 */
export function WordGrid(props: WordGridProps) {
  const {
    rows,
    selection,
    busy,
    canSwitch,
    armedRow,
    freshWord,
    focusRequest,
    onToggle,
    onSwitch,
    cardRefs,
  } = props;
  const { t } = useTranslation();
  const [focusCell, setFocusCell] = useState<Cell>({ row: 0, column: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A used-up switch is disabled and cannot take the focus, so the arrows stop at the words.
  const lengths = rows.map((row) => row.words.length + (canSwitch ? 1 : 0));
  const active = withinGrid(focusCell, lengths);
  const first = firstWordCell(rows.map((row) => row.words.length));
  const firstKey = first === null ? null : key(first);

  const answered = useRef<number | string | null>(null);
  // Whether the focus was last on the board: only then does a card that disappeared under it (a solved
  // row) bring it back. A tap on a phone leaves the focus on the page, and must not pull it to the board.
  const focusOnBoard = useRef(false);
  useEffect(() => {
    if (focusRequest === null || firstKey === null) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (answered.current === focusRequest && !(lost && focusOnBoard.current)) return;
    answered.current = focusRequest;
    // Focusing the card runs its onFocus, which makes it the grid's tab stop.
    buttons.current.get(firstKey)?.focus();
  }, [focusRequest, firstKey, rows]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = moveCell(active, event.key, lengths);
    if (next === null) return;
    event.preventDefault();
    setFocusCell(next);
    buttons.current.get(key(next))?.focus();
  }

  const register = (cell: Cell, word?: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key(cell), element);
    else buttons.current.delete(key(cell));
    if (word === undefined) return;
    if (element) cardRefs.current.set(word, element);
    else cardRefs.current.delete(word);
  };

  const isActive = (cell: Cell) => active.row === cell.row && active.column === cell.column;

  return (
    <div
      className="word-grid"
      role="group"
      aria-label={t('game.board.label')}
      onKeyDown={onKeyDown}
      onFocus={() => (focusOnBoard.current = true)}
      onBlur={(event) => {
        // Moving within the board, or a focused card removed (no next target), keeps it on the board.
        const next = event.relatedTarget;
        if (next !== null && !event.currentTarget.contains(next)) focusOnBoard.current = false;
      }}
      data-hotspot="wordCards"
    >
      {rows.map((row, r) => {
        const switchCell = { row: r, column: row.words.length };
        return (
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
                  ref={register(cell, word)}
                  word={word}
                  selected={selection.includes(word)}
                  active={isActive(cell)}
                  disabled={busy}
                  fresh={word === freshWord}
                  onToggle={onToggle}
                  onFocus={() => setFocusCell(cell)}
                />
              );
            })}
            <SwitchButton
              ref={register(switchCell)}
              flipKey={`row:${row.rowIndex}`}
              rowNumber={r + 1}
              armed={armedRow === row.rowIndex}
              active={isActive(switchCell)}
              busy={busy}
              disabled={!canSwitch}
              onPress={() => onSwitch(row)}
              onFocus={() => setFocusCell(switchCell)}
            />
          </div>
        );
      })}
    </div>
  );
}
