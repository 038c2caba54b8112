import type { RefObject } from 'react';
import { isChoosable, type DayState } from './calendar-model';

interface DayCellProps {
  date: string;
  state: DayState;
  selected: boolean;
  today: boolean;
  /** Roving focus: only one day of the month is in the tab order. */
  focusable: boolean;
  label: string;
  refs: RefObject<Map<string, HTMLButtonElement>>;
  onFocus: () => void;
  onChoose: () => void;
}

/** One day: its number, a mark for a game (a dot) or a free day (a ring), its full state in its label. */
export function DayCell({
  date,
  state,
  selected,
  today,
  focusable,
  label,
  refs,
  onFocus,
  onChoose,
}: DayCellProps) {
  const choosable = isChoosable(state);
  const game = state.kind === 'taken' || state.kind === 'own' ? state.game : null;
  const classes = [
    'cp-day',
    `cp-day--${state.kind}`,
    game ? `cp-day--${game.status}` : '',
    selected ? 'cp-day--selected' : '',
    today ? 'cp-day--today' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      ref={(element) => {
        if (element) refs.current.set(date, element);
        else refs.current.delete(date);
      }}
      className={classes}
      tabIndex={focusable ? 0 : -1}
      aria-label={label}
      aria-pressed={selected}
      aria-disabled={!choosable || undefined}
      onFocus={onFocus}
      onClick={onChoose}
    >
      <span className="cp-day__number">{Number(date.slice(8))}</span>
      {game ? <span className="cp-day__dot" aria-hidden="true" /> : null}
    </button>
  );
}
