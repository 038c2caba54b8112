// The spec's word combination key: it identifies an attempt regardless of the order the words were
// picked in, so a repeated wrong guess can be recognised and not charged twice.
export const COMBINATION_KEY_SEPARATOR = '|';

/** Non-strings and blank entries are dropped (the key is built from client data); null when none remain. */
export const combinationKey = (words: readonly unknown[]): string | null => {
  const kept = words
    .filter((word): word is string => typeof word === 'string')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
  // Code-unit order, not localeCompare: the key must be identical on every server and browser.
  return kept.length === 0 ? null : [...kept].sort().join(COMBINATION_KEY_SEPARATOR);
};
