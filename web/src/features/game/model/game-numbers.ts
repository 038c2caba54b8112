import {
  START_SCORE,
  SWITCH_PENALTY,
  WRONG_ATTEMPT_PENALTY,
} from '../../../../../domain/constants/scoring.constants';

// The game's figures as the page's language writes them (Intl.NumberFormat): 1 000 in Finnish, 1,000 in
// English. Every place that shows a score, a count or a cost goes through here, so none is left as a bare
// "1000".

/** The minus sign of the game's texts (U+2212, not a hyphen), as in "−500". */
const MINUS = '\u2212';

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per language: the board formats its figures every second, and building one is not free. */
export function numberFormat(language: string): Intl.NumberFormat {
  let format = formatters.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language);
    formatters.set(language, format);
  }
  return format;
}

export const formatPoints = (value: number, language: string): string => numberFormat(language).format(value);

/** Points lost, as the board shows them: "−500", "−1 000" (fi), "−1,000" (en). */
export const formatLoss = (points: number, language: string): string =>
  `${MINUS}${formatPoints(Math.abs(points), language)}`;

/** The figures the instructions name: the starting score and the two costs, written for the language. */
export const scoringFigures = (language: string) => ({
  start: formatPoints(START_SCORE, language),
  wrongCost: formatPoints(WRONG_ATTEMPT_PENALTY, language),
  switchCost: formatPoints(SWITCH_PENALTY, language),
});

// The first formatter of a page costs the most (the browser loads its number data): built as the game's
// code arrives, that cost leaves the game page's first frame, which on a slow phone it lengthened by a fifth.
if (typeof document !== 'undefined' && document.documentElement.lang)
  numberFormat(document.documentElement.lang);
