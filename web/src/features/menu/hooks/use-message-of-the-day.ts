import { useState } from 'react';
import { MESSAGE_OF_THE_DAY_CACHE_MS } from '../../../../../domain/constants/network.constants';
import { useApi } from '../../../lib/api-context';
import { readStorage, writeStorage } from '../../../lib/storage';
import { MESSAGE_OF_THE_DAY_KEY } from '../../../lib/shared-read-keys';
import { useRemote } from '../../../lib/use-remote';
import { DISMISSED_MESSAGE_STORAGE_KEY, visibleMessage } from '../model/message-of-the-day';

/** The message to show on the menu (null: none), and `dismiss` to hide it for good in this browser. */
export function useMessageOfTheDay() {
  const { game } = useApi();
  // The call answers null on any failure: a missing message is never an error for the player. Kept 5
  // minutes (spec 9); a change in the control panel reads it again at once.
  const { remote } = useRemote(MESSAGE_OF_THE_DAY_KEY, (signal) => game.message(signal), undefined, {
    staleTime: MESSAGE_OF_THE_DAY_CACHE_MS,
    refetchOnWindowFocus: true,
  });
  const [dismissed, setDismissed] = useState(() => readStorage(DISMISSED_MESSAGE_STORAGE_KEY));

  const shown = visibleMessage(remote.kind === 'ready' ? remote.value : null, dismissed);
  const dismiss = () => {
    if (shown === null) return;
    setDismissed(shown);
    writeStorage(DISMISSED_MESSAGE_STORAGE_KEY, shown);
  };
  return { message: shown, dismiss };
}
