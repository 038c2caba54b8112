import { useEffect, useState } from 'react';
import { SHARE_LABEL_DURATION_MS } from '../../../../../domain/constants/ui.constants';

export type ShareOutcome = 'idle' | 'copied' | 'failed';

/** The browser's share sheet where there is one, else the clipboard (spec 5); a label tells 3 s how it went. */
export function useShare() {
  const [outcome, setOutcome] = useState<ShareOutcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = window.setTimeout(() => setOutcome('idle'), SHARE_LABEL_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function share(text: string): Promise<void> {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (error) {
        // The player closed the sheet: nothing failed. Other refusals fall back to the clipboard.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch (error) {
      console.warn('Sharing failed', error);
      setOutcome('failed');
    }
  }

  return { outcome, share };
}
