// The user whose details were open last: back on the list (by the back link or the browser's back), the
// focus returns to their row instead of falling to the top of the page.
let lastOpened: string | null = null;

export const rememberOpened = (userId: string): void => {
  lastOpened = userId;
};

/** The remembered user, once. */
export function takeOpened(): string | null {
  const userId = lastOpened;
  lastOpened = null;
  return userId;
}
