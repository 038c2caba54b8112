import { useEffect, useState } from 'react';
import { SHARE_LABEL_DURATION_MS } from '../../../domain/constants/ui.constants';
import { track } from '../features/analytics/analytics';

/** How the last copy went: the button's label says so for 3 s (spec 8), then reads as before. */
export type CopyOutcome = 'idle' | 'copied' | 'failed';

/** Whether this browser has a share sheet. */
export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The player closed the share sheet: nothing failed. */
const isDismissal = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/**
 * Copy to the clipboard and share through the browser's sheet (spec 5 and 8). `share` with a `fallback`
 * text copies that when there is no sheet or the sheet refuses; `outcome` tells how the last copy went.
 */
export function useShare() {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = window.setTimeout(() => setOutcome('idle'), SHARE_LABEL_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      track('share');
    } catch (error) {
      console.warn('Copying failed', error);
      setOutcome('failed');
    }
  }

  async function share(data: ShareData, fallback?: string): Promise<void> {
    if (canShare()) {
      try {
        await navigator.share(data);
        track('share');
        return;
      } catch (error) {
        if (isDismissal(error)) return;
        // Any other refusal: the fallback copy, or else the page's copy button does the job.
        if (fallback === undefined) console.warn('Share failed', error);
      }
    }
    if (fallback !== undefined) await copy(fallback);
  }

  return { outcome, copy, share };
}
