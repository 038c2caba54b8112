// Shared unit sizes, so durations below read as "24 * HOUR_MS" rather than magic numbers.
export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;
