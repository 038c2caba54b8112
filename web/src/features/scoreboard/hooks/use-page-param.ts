import { useSearchParams } from 'react-router';
import { parsePage } from '../model/page-param';

/** A list's page, kept in the address (`?page=2`) so Back and a shared link return to it. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(name));
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete(name);
      else updated.set(name, String(next));
      return updated;
    });
  return [page, setPage];
}
