import { useCallback, useEffect, useState } from 'react';

const TOAST_MS = 5000;

/** One short notice at a time (a new one replaces the last); it leaves by itself unless held. */
export function useNewsToast() {
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);
  const [held, setHeld] = useState(false);

  const show = useCallback((text: string) => setToast((last) => ({ id: (last?.id ?? 0) + 1, text })), []);
  const hide = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (toast === null || held) return;
    const timer = window.setTimeout(hide, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast, held, hide]);

  return { toast, show, hide, hold: setHeld };
}
