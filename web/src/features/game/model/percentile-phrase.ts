import type { TFunction } from 'i18next';
import { PERCENTILE_MIN_OTHER_SCORES } from '../../../../../domain/constants/standings.constants';
import { percentile } from '../../../../../domain/standings/percentile';

// How a player's score compares with the day's other scores, in words that suit how many there are. A new
// instance has one or two players a day: "better than 0 % of players" when nobody else has played reads as
// an insult, and "50 %" of two players says less than "better than 1 of the 2 other players".

/** Where the score stands among the others; spec 9's percentile only once there are enough of them. */
export type DayStanding =
  | { readonly kind: 'alone' }
  | { readonly kind: 'oneOther'; readonly outcome: 'ahead' | 'level' | 'behind' }
  | { readonly kind: 'fewOthers'; readonly beaten: number; readonly others: number }
  | { readonly kind: 'percent'; readonly percent: number };

/** The list without one copy of `score`: a registered player's own result is among the day's scores. */
const withoutOne = (scores: readonly number[], score: number): number[] => {
  const own = scores.indexOf(score);
  return own < 0 ? [...scores] : [...scores.slice(0, own), ...scores.slice(own + 1)];
};

/**
 * `scores` are the day's scoreboard scores. `counted` says whether the player's own score is one of them (a
 * registered player's real game); a guest's or a demo game is compared with all of them, as if it counted.
 * `serverPercent` is the server's percentile of the score, when it sent one.
 */
export function dayStanding(
  scores: readonly number[],
  score: number,
  counted: boolean,
  serverPercent: number | null = null,
): DayStanding {
  const others = counted ? withoutOne(scores, score) : [...scores];
  const [only] = others;
  if (only === undefined) return { kind: 'alone' };
  if (others.length === 1) {
    return { kind: 'oneOther', outcome: score > only ? 'ahead' : score === only ? 'level' : 'behind' };
  }
  if (others.length < PERCENTILE_MIN_OTHER_SCORES) {
    return {
      kind: 'fewOthers',
      beaten: others.filter((other) => other < score).length,
      others: others.length,
    };
  }
  return { kind: 'percent', percent: serverPercent ?? percentile(score, scores) };
}

/** Which few-players sentence: every other one beaten, none of them, or some; "all 2" is "both". */
function fewKey(beaten: number, others: number) {
  const both = others === 2;
  if (beaten === others) return both ? 'aheadOfBoth' : 'aheadOfAll';
  if (beaten === 0) return both ? 'behindBoth' : 'behindAll';
  return 'aheadOfSome';
}

/**
 * The standing as one sentence. A counted player is compared with the other players; anyone else with
 * the registered players, in the conditional ("you would have beaten"), since their game is not on the board.
 */
export function standingSentence(standing: DayStanding, counted: boolean, t: TFunction): string {
  const base = counted ? 'game.stats.standing' : 'game.stats.guest';
  switch (standing.kind) {
    case 'alone':
      return t(`${base}.alone`);
    case 'oneOther':
      return t(`${base}.${standing.outcome}`);
    case 'fewOthers': {
      const { beaten, others } = standing;
      return t(`${base}.${fewKey(beaten, others)}`, { count: others, beaten });
    }
    case 'percent':
      return counted
        ? t('game.stats.percentile', { percent: standing.percent })
        : t('game.stats.guest.percent', { percent: standing.percent });
  }
}
