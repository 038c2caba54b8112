import { useMemo } from 'react';
import { useApi } from '../../../../lib/api-context';
import { useRemote } from '../../../../lib/use-remote';
import { GAME_TODAY_KEY } from '../../../../lib/shared-read-keys';
import { useGamesApi } from '../api/use-games-api';
import { firstOf, lastOf, type CalendarDay, type DayFacts, type Month } from './calendar-model';

const NO_DAYS: readonly CalendarDay[] = [];
const NO_DATES: readonly string[] = [];

/**
 * What the calendar marks: the shown month's games (GET /manage/games/calendar), the free days of the
 * next 60 (GET /manage/available-dates) and the server's today (from the day's game read, which answers
 * today even without a game): the device's clock may be in another zone than the instance.
 */
export function useCalendarFacts(month: Month, ownGameId: string | null) {
  const api = useGamesApi();
  const { game } = useApi();
  const from = firstOf(month);
  const to = lastOf(month);
  const calendar = useRemote(
    ['managed-games', 'calendar', from, to],
    (signal) => api.calendar(from, to, signal),
    'Calendar read failed',
  );
  const free = useRemote(
    ['managed-games', 'free-dates'],
    (signal) => api.availableDates(signal),
    'Free dates read failed',
  );
  const today = useRemote(GAME_TODAY_KEY, (signal) => game.today(signal), 'Today read failed');

  const days = calendar.remote.kind === 'ready' ? calendar.remote.value.days : NO_DAYS;
  const dates = free.remote.kind === 'ready' ? free.remote.value : NO_DATES;
  const todayValue = today.remote.kind === 'ready' ? today.remote.value : null;
  const facts: DayFacts = useMemo(
    () => ({
      today: todayValue,
      games: new Map(days.map((day) => [day.date, day])),
      free: new Set(dates),
      ownGameId,
    }),
    [todayValue, days, dates, ownGameId],
  );
  return {
    facts,
    loading:
      calendar.remote.kind === 'loading' || (calendar.remote.kind === 'ready' && calendar.remote.refreshing),
    failed: calendar.remote.kind === 'failed' || free.remote.kind === 'failed',
    retry: () => {
      calendar.reload();
      free.reload();
    },
  };
}
