import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { readStorage, writeStorage } from '../../../lib/storage';
import { DISMISSED_MESSAGE_STORAGE_KEY, visibleMessage } from '../model/message-of-the-day';

/** The message to show on the menu (null: none), and `dismiss` to hide it for good in this browser. */
export function useMessageOfTheDay() {
  const { game } = useApi();
  const [message, setMessage] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_MESSAGE_STORAGE_KEY));

  useEffect(() => {
    const controller = new AbortController();
    // The call answers null on any failure: a missing message is never an error for the player.
    void game.message(controller.signal).then((text) => {
      if (!controller.signal.aborted) setMessage(text);
    });
    return () => controller.abort();
  }, [game]);

  const shown = visibleMessage(message, dismissed);
  const dismiss = () => {
    if (shown === null) return;
    setDismissed(shown);
    writeStorage(DISMISSED_MESSAGE_STORAGE_KEY, shown);
  };
  return { message: shown, dismiss };
}
