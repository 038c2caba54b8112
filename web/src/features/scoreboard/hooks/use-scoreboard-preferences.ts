import { useEffect, useState } from 'react';
import type { ScoreboardPreferences } from '../../../../../contracts/scoreboard.codec';
import { isCancelled } from '../../../lib/api';
import { DEFAULT_PREFERENCES } from '../model/preferences';
import { useScoreboardApi } from './use-scoreboard-api';

export interface PreferencesState {
  /** Null until the saved choices are known (or known to be unreadable: then the defaults). */
  preferences: ScoreboardPreferences | null;
  /** The last change could not be saved; it still applies on this page. */
  saveFailed: boolean;
  update(changes: Partial<ScoreboardPreferences>): void;
}

/** The players tab's sort and filter: read once, changed at once on screen, saved in the background. */
export function useScoreboardPreferences(): PreferencesState {
  const api = useScoreboardApi();
  const [preferences, setPreferences] = useState<ScoreboardPreferences | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.preferences(controller.signal).then(
      (saved) => setPreferences((current) => current ?? { ...DEFAULT_PREFERENCES, ...saved }),
      (error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        console.warn('Scoreboard preferences unavailable', error);
        setPreferences((current) => current ?? DEFAULT_PREFERENCES);
      },
    );
    return () => controller.abort();
  }, [api]);

  function update(changes: Partial<ScoreboardPreferences>) {
    setPreferences((current) => ({ ...(current ?? DEFAULT_PREFERENCES), ...changes }));
    setSaveFailed(false);
    api.savePreferences(changes).catch((error: unknown) => {
      console.warn('Scoreboard preferences not saved', error);
      setSaveFailed(true);
    });
  }

  return { preferences, saveFailed, update };
}
