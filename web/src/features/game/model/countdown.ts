import type { TFunction } from 'i18next';
import {
  MINUTES_PER_HOUR,
  SECOND_MS,
  SECONDS_PER_MINUTE,
} from '../../../../../domain/constants/time.constants';

// The game-over countdown to the next puzzle. The server says when it opens and what time it was when it
// answered; the browser only counts the time since by its own clock (the offset of live-score.ts), so a
// device whose clock is wrong still counts down to the right moment.

const SECONDS_PER_HOUR = SECONDS_PER_MINUTE * MINUTES_PER_HOUR;

/** Milliseconds until `target` by the server's clock: the device's time plus the measured offset. */
const msLeft = (target: string, offsetMs: number, deviceNowMs: number): number =>
  Date.parse(target) - (deviceNowMs + offsetMs);

/** Whether the server named a moment the browser can count down to. */
export const isCountable = (target: string): boolean => !Number.isNaN(Date.parse(target));

/** Whole seconds left, rounded up: 0 comes exactly when the puzzle opens, and never goes below it. */
export const secondsLeft = (target: string, offsetMs: number, deviceNowMs: number): number => {
  const left = msLeft(target, offsetMs, deviceNowMs);
  return Number.isNaN(left) ? 0 : Math.max(0, Math.ceil(left / SECOND_MS));
};

/** Milliseconds until the whole seconds left next change, so the display turns with the server's second. */
export const msUntilNextTick = (target: string, offsetMs: number, deviceNowMs: number): number => {
  const into = msLeft(target, offsetMs, deviceNowMs) % SECOND_MS;
  return Number.isNaN(into) || into <= 0 ? SECOND_MS : into;
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** "5:12:09": hours, then minutes and seconds in two digits. */
export function formatCountdown(seconds: number): string {
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${hours}:${twoDigits(minutes)}:${twoDigits(seconds % SECONDS_PER_MINUTE)}`;
}

/**
 * The time left in words, to the whole minute ("Next puzzle in 5 hours and 12 minutes."), or that the new
 * puzzle is ready. It changes once a minute at most, so a screen reader can be told each change.
 */
export function spokenCountdown(seconds: number, t: TFunction): string {
  if (seconds <= 0) return t('game.over.nextReady');
  const hours = Math.floor(seconds / SECONDS_PER_HOUR);
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const hoursText = t('game.over.hours', { count: hours });
  const minutesText = t('game.over.minutes', { count: minutes });
  const duration =
    hours > 0 && minutes > 0
      ? t('game.over.hoursAndMinutes', { hours: hoursText, minutes: minutesText })
      : hours > 0
        ? hoursText
        : minutes > 0
          ? minutesText
          : t('game.over.underMinute');
  return t('game.over.nextInSpoken', { duration });
}
