import { useEffect, useState } from 'react';
import { SHARE_LABEL_DURATION_MS } from '../../../../../domain/constants/ui.constants';

export type CopyOutcome = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard; the button's label tells for 3 s how it went (spec 8). */
export function useCopy() {
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
    } catch (error) {
      console.warn('Copying failed', error);
      setOutcome('failed');
    }
  }

  return { outcome, copy };
}
