import { HOUR_MS, MINUTE_MS } from '../constants/time.constants';

/** A value for the UI to translate, e.g. { unit: 'minutes', value: 5 } -> '5 min ago'. */
export type ElapsedTime =
  | { readonly unit: 'justNow'; readonly value: 0 }
  | { readonly unit: 'minutes'; readonly value: number }
  | { readonly unit: 'hours'; readonly value: number };

/**
 * Elapsed-time text kinds (player spec 9): under a minute 'just now', then whole minutes under an hour,
 * then whole hours. A negative span (a skewed clock) reads as just now.
 */
export const describeElapsed = (elapsedMs: number): ElapsedTime => {
  if (!(elapsedMs >= MINUTE_MS)) return { unit: 'justNow', value: 0 };
  if (elapsedMs < HOUR_MS) return { unit: 'minutes', value: Math.floor(elapsedMs / MINUTE_MS) };
  return { unit: 'hours', value: Math.floor(elapsedMs / HOUR_MS) };
};
