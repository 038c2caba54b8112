import { useEffect, useState } from 'react';
import type { Numbered } from '../model/board-feedback';

/**
 * A numbered event shown for `ms` and then gone; a newer one replaces it at once and starts its own time.
 * What stood when the component mounted is old news and is not shown.
 */
export function useFlash<T>(event: Numbered<T> | null, ms: number): Numbered<T> | null {
  const [mountedWith] = useState(event?.id);
  const [expired, setExpired] = useState<number | null>(null);
  const id = event?.id;
  useEffect(() => {
    if (id === undefined) return;
    const timer = window.setTimeout(() => setExpired(id), ms);
    return () => window.clearTimeout(timer);
  }, [id, ms]);
  if (event === null || event.id === mountedWith || event.id === expired) return null;
  return event;
}
