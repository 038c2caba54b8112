import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../../components/ui/icons';
import {
  dayState,
  isChoosable,
  monthOf,
  monthWeeks,
  movedDate,
  shiftMonth,
  type DayState,
} from './calendar-model';
import { DayCell } from './day-cell';
import { useCalendarFacts } from './use-calendar-facts';
import './calendar.css';

const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const MONDAY = Date.UTC(2024, 0, 1);

interface DateCalendarProps {
  value: string;
  ownGameId: string | null;
  disabled: boolean;
  /** The server said another game has the chosen date. */
  taken: boolean;
  onChange: (date: string) => void;
}

/**
 * The game's day on a month calendar: days with a game (and its status) and free days are marked in
 * words for screen readers and with marks, not colour alone, for the eye. One day is in the tab order;
 * arrows move by day and week, Page Up/Down by month (a grid's usual keys).
 */
export function DateCalendar({ value, ownGameId, disabled, taken, onChange }: DateCalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? 'fi-FI';
  const [month, setMonth] = useState(() => monthOf(value));
  const [focusDate, setFocusDate] = useState(value);
  const [moved, setMoved] = useState(false);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const { facts, loading, failed, retry } = useCalendarFacts(month, ownGameId);
  const weeks = monthWeeks(month);
  const inMonth = weeks.flat().includes(focusDate)
    ? focusDate
    : (weeks.flat().find((d) => d !== null) ?? value);
  const selected = dayState(value, facts);

  useEffect(() => {
    if (moved) cells.current.get(focusDate)?.focus();
  }, [focusDate, moved, month]);

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = movedDate(inMonth, event.key);
    if (next === null) return;
    event.preventDefault();
    setMonth(monthOf(next));
    setFocusDate(next);
    setMoved(true);
  }

  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(month.year, month.month - 1, 1));
  const weekday = (i: number) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(MONDAY + i * 86_400_000);
  const describe = (date: string, state: DayState) =>
    `${formatDate(date, i18n.language) ?? date}, ${stateText(state)}`;
  const stateText = (state: DayState) =>
    state.kind === 'taken' || state.kind === 'own'
      ? t(`controlPanel.games.calendar.state.${state.kind}`, {
          status: t(`controlPanel.games.status.${state.game.status}`),
          title: state.game.title ?? t('controlPanel.games.list.noTitle'),
        })
      : t(`controlPanel.games.calendar.state.${state.kind}`);

  return (
    <fieldset className="card cp-calendar" disabled={disabled} aria-describedby="cp-calendar-chosen">
      <legend className="cp-calendar__legend">{t('controlPanel.games.fields.date')}</legend>
      <p
        id="cp-calendar-chosen"
        className={`cp-calendar__chosen${taken ? ' cp-calendar__chosen--taken' : ''}`}
      >
        <strong>{formatDate(value, i18n.language) ?? value}</strong>
        {' · '}
        {taken ? t('controlPanel.games.errors.GAME_DATE_TAKEN') : stateText(selected)}
      </p>
      <div className="cp-calendar__bar">
        <button
          type="button"
          className="icon-button"
          aria-label={t('controlPanel.games.calendar.previous')}
          onClick={() => setMonth((current) => shiftMonth(current, -1))}
        >
          <ArrowLeftIcon />
        </button>
        <p className="cp-calendar__month" aria-live="polite">
          {monthName}
          {loading ? <span className="spinner cp-calendar__spinner" aria-hidden="true" /> : null}
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label={t('controlPanel.games.calendar.next')}
          onClick={() => setMonth((current) => shiftMonth(current, 1))}
        >
          <ArrowRightIcon />
        </button>
      </div>
      <table className="cp-calendar__grid" onKeyDown={onKeyDown}>
        <caption className="visually-hidden">{monthName}</caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, i) => (
              <th key={i} scope="col" abbr={weekday(i)}>
                {weekday(i)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) =>
                date === null ? (
                  <td key={d} />
                ) : (
                  <td key={d}>
                    <DayCell
                      date={date}
                      state={dayState(date, facts)}
                      selected={date === value}
                      today={date === facts.today}
                      focusable={date === inMonth}
                      label={describe(date, dayState(date, facts))}
                      refs={cells}
                      onFocus={() => setFocusDate(date)}
                      onChoose={() => {
                        if (isChoosable(dayState(date, facts))) onChange(date);
                      }}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cp-calendar__key" aria-hidden="true">
        <li>
          <span className="cp-day-mark cp-day-mark--free" /> {t('controlPanel.games.calendar.key.free')}
        </li>
        <li>
          <span className="cp-day-mark cp-day-mark--taken" /> {t('controlPanel.games.calendar.key.taken')}
        </li>
        <li>
          <span className="cp-day-mark cp-day-mark--selected" />{' '}
          {t('controlPanel.games.calendar.key.selected')}
        </li>
      </ul>
      {failed ? (
        <p className="cp-calendar__failed" role="alert">
          {t('controlPanel.games.calendar.failed')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}
