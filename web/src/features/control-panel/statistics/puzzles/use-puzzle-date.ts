import { useApi } from '../../../../lib/api-context';
import { useRemote } from '../../../../lib/use-remote';
import { GAME_TODAY_KEY } from '../../../../lib/shared-read-keys';
import { useStatsAddress } from '../components/use-stats-address';
import { localDate } from '../model/day-steps';

/**
 * The date the puzzles view shows: the address's, else the server's today (the instance's time zone may
 * differ from the device's); the device's date only if the server cannot say. Null while that is asked.
 */
export function usePuzzleDate() {
  const { game } = useApi();
  const address = useStatsAddress();
  const chosen = address.date('date');
  const today = useRemote(
    chosen === null ? GAME_TODAY_KEY : null,
    (signal) => game.today(signal),
    'Today read failed',
  );
  const serverToday =
    today.remote.kind === 'ready' ? today.remote.value : today.remote.kind === 'failed' ? null : undefined;
  const date = chosen ?? (serverToday === undefined ? null : (serverToday ?? localDate(new Date())));
  return {
    date,
    page: address.page,
    setDate: (value: string | null) => address.setDate('date', value),
    setPage: address.setPage,
  };
}
