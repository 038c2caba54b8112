// Shared unit sizes, so durations below read as "24 * HOUR_MS" rather than magic numbers.
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;

/**
 * The years a date the API takes may have (game dates, and the instants of messages and ad-free time).
 * PostgreSQL's dates reach from 4713 BC far past 9999 but have no year 0, so `0000-01-01` once reached the
 * store and failed there as a 500; a date in year 1 steps into year 0 as soon as the calendar counts back
 * a day or a fortnight. The game has no use for any of that: no puzzle is older than this century, and
 * 9999 is the last year `YYYY-MM-DD` can write, so dates keep sorting as strings (the standings rely on
 * it). Counting a year back or forward from either edge stays inside what PostgreSQL takes.
 */
export const EARLIEST_DATE_YEAR = 2000;
export const LATEST_DATE_YEAR = 9999;
