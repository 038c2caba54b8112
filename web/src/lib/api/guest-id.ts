import { createGuestId, isGuestId } from '../../../../domain/game/guest-id';
import type { KeyValueStore } from './environment';

// A guest is recognised by this id alone (X-Guest-ID), so it must survive reloads; after sign-in its data
// is migrated to the account and the id is dropped, so the next guest on this browser starts afresh.
export const GUEST_ID_STORAGE_KEY = 'wordgame_guest_id';

export interface GuestIdStore {
  /** The stored id, created (and stored) when missing or not a valid guest id. */
  get(): string;
  /** The stored id without creating one: migration has nothing to move when there is none. */
  peek(): string | null;
  remove(): void;
}

export function createGuestIdStore(storage: KeyValueStore, random: () => number): GuestIdStore {
  // When storage refuses writes, the id still has to stay the same for the rest of this page's life.
  let unsaved: string | null = null;

  const peek = (): string | null => {
    const stored = storage.getItem(GUEST_ID_STORAGE_KEY);
    if (isGuestId(stored)) return stored;
    return unsaved;
  };

  return {
    get() {
      const existing = peek();
      if (existing !== null) return existing;
      const created = createGuestId(random);
      storage.setItem(GUEST_ID_STORAGE_KEY, created);
      unsaved = storage.getItem(GUEST_ID_STORAGE_KEY) === created ? null : created;
      return created;
    },
    peek,
    remove() {
      unsaved = null;
      storage.removeItem(GUEST_ID_STORAGE_KEY);
    },
  };
}
