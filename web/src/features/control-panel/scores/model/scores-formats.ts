import { durationParts } from './recalculation-state';

const LOCALES: Record<string, string> = { fi: 'fi-FI', en: 'en-GB' };
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const NONE = '–';

export interface DurationWords {
  /** A job quicker than a second: "under 1 s" reads better than "0 s". */
  underSecond: string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
  seconds: (count: number) => string;
}

export interface ScoresFormats {
  number(value: number): string;
  share(value: number): string;
  /** A calendar day: 3.12.2026 / 3 Dec 2026. */
  date(value: string): string;
  /** A moment as date and time. */
  moment(value: string): string;
  time(value: string): string;
  /** Milliseconds as the two largest units that matter: 1 h 2 min, 4 min 5 s, 42 s. */
  duration(ms: number): string;
}

/** The scores tab's figures in one language; `words` names the units of a duration. */
export function createScoresFormats(language: string, words: DurationWords): ScoresFormats {
  const locale = LOCALES[language] ?? LOCALES.fi;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const timed = (format: Intl.DateTimeFormat) => (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? NONE : format.format(date);
  };
  return {
    number: (value) => (Number.isFinite(value) ? whole.format(value) : NONE),
    share: (value) => (Number.isFinite(value) ? percent.format(value) : NONE),
    date: (value) => (CALENDAR_DAY.test(value) ? day.format(new Date(`${value}T00:00:00Z`)) : value),
    moment: timed(moment),
    time: timed(clock),
    duration: (ms) => {
      if (ms < 1000) return words.underSecond;
      const { hours, minutes, seconds } = durationParts(ms);
      if (hours > 0) return `${words.hours(hours)} ${words.minutes(minutes)}`;
      if (minutes > 0) return `${words.minutes(minutes)} ${words.seconds(seconds)}`;
      return words.seconds(seconds);
    },
  };
}
