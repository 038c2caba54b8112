/** Typing pauses this long before the search goes out, so each key press is not a request. */
export const SEARCH_DELAY_MS = 300;
/** The server searches names from two characters on (admin spec: search needs 2+). */
export const SEARCH_MIN_LENGTH = 2;

/** The term to search for, trimmed; null while it is too short to search. */
export function searchTerm(typed: string): string | null {
  const term = typed.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}
