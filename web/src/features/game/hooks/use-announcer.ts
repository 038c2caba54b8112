import { useCallback, useEffect, useRef, useState } from 'react';
import { TOAST_DEFAULTS } from '../../../../../domain/constants/ui.constants';

/** `near`: a wrong guess one word away, shown apart from a plain miss (`error`) at a glance. */
export type Tone = 'success' | 'error' | 'near' | 'info';

export interface Announcement {
  /** A new id per message, so the same words twice in a row are shown (and read out) twice. */
  readonly id: number;
  readonly text: string;
  readonly tone: Tone;
}

// The spec adopts react-hot-toast's durations: 2 s for success, 4 s for errors and plain messages.
const DURATION: Record<Tone, number> = {
  success: TOAST_DEFAULTS.durationMs.success,
  error: TOAST_DEFAULTS.durationMs.error,
  near: TOAST_DEFAULTS.durationMs.error,
  info: TOAST_DEFAULTS.durationMs.blank,
};

/** One message at a time, shown as a toast and read out by the live region that holds it. */
export function useAnnouncer() {
  const [current, setCurrent] = useState<Announcement | null>(null);
  const counter = useRef(0);

  useEffect(() => {
    if (current === null) return;
    const timer = window.setTimeout(() => setCurrent(null), DURATION[current.tone]);
    return () => window.clearTimeout(timer);
  }, [current]);

  const announce = useCallback((text: string, tone: Tone = 'info') => {
    counter.current += 1;
    setCurrent({ id: counter.current, text, tone });
  }, []);

  return { current, announce };
}
