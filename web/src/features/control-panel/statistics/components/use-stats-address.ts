import { useSearchParams } from 'react-router';
import type { StatisticsPeriod } from '../../../../../../domain/statistics/statistics-period';
import { readDate, readPage, readPeriod, withChoice, withPage } from '../model/address-state';

/** The sub-tab's choices as the address holds them, and the way to change each (a new history entry). */
export function useStatsAddress() {
  const [params, setParams] = useSearchParams();
  return {
    period: readPeriod(params),
    page: readPage(params),
    date: (name: string) => readDate(params, name),
    setPeriod: (period: StatisticsPeriod) => setParams((current) => withChoice(current, 'period', period)),
    setDate: (name: string, date: string | null) => setParams((current) => withChoice(current, name, date)),
    setPage: (page: number) => setParams((current) => withPage(current, page)),
  };
}
