import type { GamePreferences, VerticalPosition } from '../../../../../contracts/game.codec';

// Guests keep their game preferences in the browser; registered players on the server (PUT /game/preferences).

export const GAME_PREFERENCES_STORAGE_KEY = 'wordgame_game_preferences';
export const DEFAULT_GAME_PREFERENCES: GamePreferences = {
  verticalPosition: 'center',
  hideInstructions: false,
};

/** The contract's positions, repeated here so the browser bundle does not pull in io-ts for three words. */
export const VERTICAL_POSITIONS: readonly VerticalPosition[] = ['top', 'center', 'bottom'];
const isPosition = (value: unknown): value is VerticalPosition =>
  typeof value === 'string' && (VERTICAL_POSITIONS as readonly string[]).includes(value);

/** Reads what a previous visit stored; anything unreadable falls back to the defaults field by field. */
export function parseGamePreferences(text: string | null): GamePreferences {
  let stored: Partial<Record<keyof GamePreferences, unknown>> = {};
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) stored = parsed;
  } catch {
    // A damaged entry is as good as none.
  }
  return {
    verticalPosition: isPosition(stored.verticalPosition)
      ? stored.verticalPosition
      : DEFAULT_GAME_PREFERENCES.verticalPosition,
    hideInstructions:
      typeof stored.hideInstructions === 'boolean'
        ? stored.hideInstructions
        : DEFAULT_GAME_PREFERENCES.hideInstructions,
  };
}
