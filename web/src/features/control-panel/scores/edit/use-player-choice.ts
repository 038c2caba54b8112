import { useSearchParams } from 'react-router';

/** The player being edited lives in the address (`?player=<id>`), so a reload keeps the editor open. */
export function usePlayerChoice() {
  const [params, setParams] = useSearchParams();
  const playerId = params.get('player');
  const choose = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('player');
      else next.set('player', id);
      return next;
    });
  return { playerId: playerId === '' ? null : playerId, choose };
}
