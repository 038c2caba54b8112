import { SECONDS_PER_MINUTE } from '../constants/time.constants';

/** Minutes:seconds with padded seconds, e.g. 65 -> '1:05'; minutes are not capped at 59. */
export const formatGameTime = (seconds: unknown): string => {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / SECONDS_PER_MINUTE);
  return `${minutes}:${String(whole % SECONDS_PER_MINUTE).padStart(2, '0')}`;
};
