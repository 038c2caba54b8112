import type { KeyValueStore } from './environment';

// Every site of the server (/fi/, /en/, ...) is served from one origin, so they share one localStorage, but
// not their accounts or their guests (DESIGN 4): a Finnish account's tokens sent to the English site are
// refused, and the refusal signed the player out of both. Each site keeps its own keys.

/** The storage key of `name` on the site `site` (its slug): `wordgame_tokens@fi`. */
export const siteKey = (name: string, site: string): string => `${name}@${site}`;

/**
 * `store` with every key kept apart for `site`. A value kept under the bare key (before sites had keys of
 * their own) is adopted by the first site that asks for it and removed, so an update signs nobody out on
 * the site they use.
 */
export function siteStore(store: KeyValueStore, site: string): KeyValueStore {
  return {
    getItem(name) {
      const own = store.getItem(siteKey(name, site));
      if (own !== null) return own;
      const legacy = store.getItem(name);
      if (legacy !== null) {
        store.setItem(siteKey(name, site), legacy);
        store.removeItem(name);
      }
      return legacy;
    },
    setItem: (name, value) => store.setItem(siteKey(name, site), value),
    removeItem: (name) => store.removeItem(siteKey(name, site)),
  };
}
