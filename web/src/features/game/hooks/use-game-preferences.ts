import { useState } from 'react';
import type { GamePreferences } from '../../../../../contracts/game.codec';
import type { PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { readStorage, writeStorage } from '../../../lib/storage';
import {
  DEFAULT_GAME_PREFERENCES,
  GAME_PREFERENCES_STORAGE_KEY,
  parseGamePreferences,
} from '../model/game-preferences';

/**
 * The board position and the instructions switch. A change applies at once; a registered player's is then
 * saved on the server, and if that fails it still holds for this page (`onSaveFailed` tells the player).
 */
export function useGamePreferences(
  kind: PlayerKind | null,
  fromServer: GamePreferences | null,
  onSaveFailed: () => void,
) {
  const { game } = useApi();
  const [local, setLocal] = useState<GamePreferences>(() =>
    parseGamePreferences(readStorage(GAME_PREFERENCES_STORAGE_KEY)),
  );
  const [changes, setChanges] = useState<Partial<GamePreferences>>({});
  const base = kind === 'user' ? (fromServer ?? DEFAULT_GAME_PREFERENCES) : local;
  const preferences: GamePreferences = { ...base, ...changes };

  function update(change: Partial<GamePreferences>): void {
    setChanges((current) => ({ ...current, ...change }));
    if (kind === 'user') {
      game.savePreferences(change).catch((error: unknown) => {
        console.warn('Game preferences not saved on the server', error);
        onSaveFailed();
      });
    } else {
      const next = { ...local, ...change };
      setLocal(next);
      writeStorage(GAME_PREFERENCES_STORAGE_KEY, JSON.stringify(next));
    }
  }

  return { preferences, update };
}
