import { useEffect, useState } from 'react';
import { useLatest } from '../../../lib/use-latest';

/** Typing pauses this long before the address (and so the request) follows, not at every key press. */
export const TYPING_PAUSE_MS = 300;

/**
 * A text box whose value lives in the address, so reload, back and forward keep it. The box answers at
 * once; `write` puts the text in the address when typing pauses. When the address changes under the box
 * (back button, a link, clearing), the box shows what the address holds.
 */
export function useAddressText(inAddress: string, write: (typed: string) => void) {
  const [typed, setTyped] = useState(inAddress);
  const [shown, setShown] = useState(inAddress);
  if (shown !== inAddress) {
    setShown(inAddress);
    if (typed.trim() !== inAddress) setTyped(inAddress);
  }
  const latestWrite = useLatest(write);
  useEffect(() => {
    if (typed.trim() === inAddress) return;
    const timer = window.setTimeout(() => latestWrite.current(typed), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, inAddress, latestWrite]);
  return { typed, setTyped, pending: typed.trim() !== inAddress };
}
