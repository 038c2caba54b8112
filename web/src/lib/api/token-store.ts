import type { TokenPair } from '../../../../contracts/auth.codec';
import { TOKEN_STORAGE_KEY } from '../../../../domain/constants/network.constants';
import type { KeyValueStore } from './environment';
import { readJwtExp } from './jwt';

// Every read goes back to storage, so a refresh done by another tab is picked up by the next request here
// instead of this tab refreshing with an already-rotated token. Only when storage refuses to keep them do
// the tokens live in memory, for this page alone.

/** A stored pair with the expiries read from it; `accessExp` undefined means "treat as expired". */
export interface HeldTokens extends TokenPair {
  readonly accessExp: number | undefined;
  readonly refreshExp: number;
}

/** `local`: this tab wrote; `external`: another tab changed the stored tokens. */
export type TokenChangeSource = 'local' | 'external';
export type TokenChangeListener = (source: TokenChangeSource) => void;

export interface TokenStore {
  read(): HeldTokens | null;
  write(pair: TokenPair): void;
  clear(): void;
  onChange(listener: TokenChangeListener): () => void;
  /** Stops listening to other tabs. */
  dispose(): void;
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

// Anything else under the key (an old format, a hand edit, a half write) is dropped, not trusted. A refresh
// token without a readable expiry cannot be judged either, so it counts as garbage too.
function parse(text: string): HeldTokens | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { token, refreshToken } = value as Partial<Record<keyof TokenPair, unknown>>;
  if (!isNonEmptyString(token) || !isNonEmptyString(refreshToken)) return null;
  const refreshExp = readJwtExp(refreshToken);
  if (refreshExp === undefined) return null;
  return { token, refreshToken, accessExp: readJwtExp(token), refreshExp };
}

const storageEventKey = (event: Event): unknown => (event as Event & { key?: unknown }).key;

/**
 * `storageEvents` is `window` in the browser: its `storage` event fires when another tab changes storage
 * (key null when that tab cleared all of it).
 */
export function createTokenStore(
  storage: KeyValueStore,
  storageEvents?: EventTarget,
  /** The key another tab's change arrives under (the site's own, see site-store.ts). */
  eventKey: string = TOKEN_STORAGE_KEY,
): TokenStore {
  const listeners = new Set<TokenChangeListener>();
  let unsaved: string | null = null;
  const notify = (source: TokenChangeSource) => listeners.forEach((listener) => listener(source));

  const onStorage = (event: Event) => {
    const key = storageEventKey(event);
    if (key === eventKey || key === null) notify('external');
  };
  storageEvents?.addEventListener('storage', onStorage);

  return {
    read() {
      const text = storage.getItem(TOKEN_STORAGE_KEY) ?? unsaved;
      if (text === null) return null;
      const held = parse(text);
      if (held === null) {
        unsaved = null;
        storage.removeItem(TOKEN_STORAGE_KEY);
      }
      return held;
    },
    write(pair) {
      const text = JSON.stringify({ token: pair.token, refreshToken: pair.refreshToken });
      storage.setItem(TOKEN_STORAGE_KEY, text);
      unsaved = storage.getItem(TOKEN_STORAGE_KEY) === text ? null : text;
      notify('local');
    },
    clear() {
      unsaved = null;
      storage.removeItem(TOKEN_STORAGE_KEY);
      notify('local');
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      storageEvents?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}
