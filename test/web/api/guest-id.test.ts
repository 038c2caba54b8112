import { expect } from 'chai';
import { isGuestId } from '../../../domain/game/guest-id';
import { createGuestIdStore, GUEST_ID_STORAGE_KEY } from '../../../web/src/lib/api/guest-id';
import { safeStore } from '../../../web/src/lib/api/environment';
import { MemoryStore } from '../support/memory-store';

describe('Web | API client | guest id', () => {
  it('given no stored id when asked then a valid one is created, stored and kept', () => {
    const storage = new MemoryStore();
    const ids = createGuestIdStore(storage, Math.random);

    const first = ids.get();

    expect(isGuestId(first)).to.equal(true);
    expect(storage.values.get('wordgame_guest_id')).to.equal(first);
    expect(ids.get()).to.equal(first);
  });

  it('given an invalid stored id when asked then it is replaced by a valid one', () => {
    const storage = new MemoryStore({ [GUEST_ID_STORAGE_KEY]: 'guest_short' });
    const id = createGuestIdStore(storage, Math.random).get();
    expect(id).to.not.equal('guest_short');
    expect(isGuestId(id)).to.equal(true);
    expect(storage.values.get(GUEST_ID_STORAGE_KEY)).to.equal(id);
  });

  it('given a stored id when peeked or removed then nothing is created', () => {
    const storage = new MemoryStore();
    const ids = createGuestIdStore(storage, Math.random);
    expect(ids.peek()).to.equal(null);
    const id = ids.get();
    expect(ids.peek()).to.equal(id);
    ids.remove();
    expect(ids.peek()).to.equal(null);
    expect(storage.values.has(GUEST_ID_STORAGE_KEY)).to.equal(false);
  });

  it('given storage that refuses writes when asked twice then the page keeps one id', () => {
    const storage = new MemoryStore();
    storage.failing = true;
    const ids = createGuestIdStore(safeStore(storage), Math.random);
    const id = ids.get();
    expect(isGuestId(id)).to.equal(true);
    expect(ids.get()).to.equal(id);
  });
});
