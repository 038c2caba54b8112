import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useMyGamesChanged } from '../../../lib/my-games';
import type { SessionState } from './session-state';

/** Whose session it is: a player's id, `guest`, or undefined while a stored session is being restored. */
const identityOf = (state: SessionState): string | undefined =>
  state.status === 'loading' ? undefined : (state.user?.id ?? 'guest');

/** What a finished game changes in the player's profile (here or in another tab, whose sync brings it). */
const gameFiguresOf = ({ user }: SessionState): string | null =>
  user === null ? null : `${user.gamesPlayed}:${user.lastPlayed ?? ''}`;

/**
 * Keeps the read cache true to the session. It outlives the screens that showed its values, and most keys
 * do not name the player: when the session changes hands, the reads no screen is showing are forgotten, so
 * nothing read for one player (or the guest before) shows for the next. A restored session is no change.
 * When the player's game figures change, the reads of their games are read again.
 */
export function useSessionReads(state: SessionState): void {
  const queryClient = useQueryClient();
  const identity = identityOf(state);
  const lastIdentity = useRef(identity);
  useEffect(() => {
    if (identity === undefined) return;
    const previous = lastIdentity.current;
    lastIdentity.current = identity;
    if (previous !== undefined && previous !== identity) queryClient.removeQueries({ type: 'inactive' });
  }, [identity, queryClient]);

  const figures = gameFiguresOf(state);
  const lastFigures = useRef(figures);
  const gamesChanged = useMyGamesChanged();
  useEffect(() => {
    const previous = lastFigures.current;
    lastFigures.current = figures;
    if (previous !== null && figures !== null && previous !== figures) gamesChanged();
  }, [figures, gamesChanged]);
}
