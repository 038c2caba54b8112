import { useEffect, useState, type RefObject } from 'react';

/** How far below the fold the slot may be when its script starts loading: about one phone screen. */
const NEAR_MARGIN = '600px 0px';
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the element comes within a screen of the viewport, and stays true. Where the browser has no
 * IntersectionObserver, true when the page goes idle instead, so the ad still waits for the menu first.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(() => setNear(true), { timeout: IDLE_TIMEOUT_MS });
        return () => window.cancelIdleCallback(handle);
      }
      const handle = window.setTimeout(() => setNear(true), IDLE_TIMEOUT_MS);
      return () => window.clearTimeout(handle);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);

  return near;
}
