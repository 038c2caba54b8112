// The message of the day (GET /message) shows on the menu until the player dismisses it; the dismissed
// text is remembered in this browser, so a new message shows again.

export const DISMISSED_MESSAGE_STORAGE_KEY = 'wordgame_dismissed_message';

/** The text to show: none when there is no message, it is blank, or this very text was dismissed. */
export const visibleMessage = (message: string | null, dismissed: string | null): string | null => {
  const text = message?.trim() ?? '';
  return text === '' || text === dismissed?.trim() ? null : text;
};
