import { TOKEN_STORAGE_KEY } from '../../../../../domain/constants/network.constants';
import { GUEST_ID_STORAGE_KEY, type PlayerKind } from '../../../lib/api';
import { GAME_PREFERENCES_STORAGE_KEY } from './game-preferences';

export interface GameVisit {
  kind: PlayerKind | null;
  invalidDate: boolean;
  hideInstructions: boolean;
  /** The guest id this browser keeps, if any. */
  guestId: string | null;
}

/**
 * Whether a game page opens with the instructions before its game is read: a guest's first game on this
 * browser (no guest id yet, so no game under way), with the instructions on, at a day that can be read.
 */
export const opensWithHelp = (visit: GameVisit): boolean =>
  visit.kind === 'guest' && !visit.invalidDate && !visit.hideInstructions && visit.guestId === null;

/**
 * What a browser may keep that makes a game page open otherwise: a session (its tokens), a guest id, the
 * game's preferences (the instructions turned off). The build draws the page with the instructions open
 * (web/prerender) for the visits that keep none of them.
 */
export const OPENS_OTHERWISE_WITH = [TOKEN_STORAGE_KEY, GUEST_ID_STORAGE_KEY, GAME_PREFERENCES_STORAGE_KEY];
