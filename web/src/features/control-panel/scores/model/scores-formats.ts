import { createPanelFormats, type PanelFormats } from '../../shell/panel-formats';
import { durationParts } from './recalculation-state';

export interface DurationWords {
  /** A job quicker than a second: "under 1 s" reads better than "0 s". */
  underSecond: string;
  hours: (count: number) => string;
  minutes: (count: number) => string;
  seconds: (count: number) => string;
}

export interface ScoresFormats extends PanelFormats {
  /** Milliseconds as the two largest units that matter: 1 h 2 min, 4 min 5 s, 42 s. */
  duration(ms: number): string;
}

/** The scores tab's figures in one language; `words` names the units of a duration. */
export function createScoresFormats(language: string, words: DurationWords): ScoresFormats {
  return {
    ...createPanelFormats(language),
    duration: (ms) => {
      if (ms < 1000) return words.underSecond;
      const { hours, minutes, seconds } = durationParts(ms);
      if (hours > 0) return `${words.hours(hours)} ${words.minutes(minutes)}`;
      if (minutes > 0) return `${words.minutes(minutes)} ${words.seconds(seconds)}`;
      return words.seconds(seconds);
    },
  };
}
