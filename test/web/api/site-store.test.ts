import { expect } from 'chai';
import { TOKEN_STORAGE_KEY } from '../../../domain/constants/network.constants';
import { createApiClient } from '../../../web/src/lib/api/api-client';
import { GUEST_ID_STORAGE_KEY } from '../../../web/src/lib/api/guest-id';
import { siteKey, siteStore } from '../../../web/src/lib/api/site-store';
import { MemoryStore } from '../support/memory-store';

const PAIR = { token: 'access', refreshToken: 'refresh' };

/** Two sites' clients over one origin's storage, as /fi/ and /en/ are. */
function twoSites(storage = new MemoryStore()) {
  const clientOf = (site: string) =>
    createApiClient({
      baseUrl: `/${site}/api`,
      fetch: () => Promise.reject(new Error('no calls here')),
      store: storage,
      events: new EventTarget(),
      site,
    });
  return { storage, fi: clientOf('fi'), en: clientOf('en') };
}

// The walk-through found a Finnish player signed out by a visit to the English site: the two shared the
// keys, and the English site's refusal of the Finnish tokens cleared them.
describe("Web | API client | each site's own tokens and guest id in the shared storage", () => {
  it('given tokens stored on one site, then the other site holds none and cannot clear them', () => {
    const { storage, fi, en } = twoSites();
    fi.setTokens(PAIR);
    expect(en.tokens()).to.equal(null);
    en.clearTokens();
    expect(storage.values.has(siteKey(TOKEN_STORAGE_KEY, 'fi'))).to.equal(true);
  });

  it('given a guest on each site, then each has its own guest id', () => {
    const { storage, fi, en } = twoSites();
    const fiGuest = fi.guestId.get();
    expect(en.guestId.get())
      .to.match(/^guest_/)
      .and.not.equal(fiGuest);
    expect(storage.values.get(siteKey(GUEST_ID_STORAGE_KEY, 'fi'))).to.equal(fiGuest);
  });

  it('given a value kept under the bare key (before the update), then the first site to ask adopts it', () => {
    const storage = new MemoryStore({ [GUEST_ID_STORAGE_KEY]: 'kept' });
    const fi = siteStore(storage, 'fi');
    const en = siteStore(storage, 'en');
    expect(fi.getItem(GUEST_ID_STORAGE_KEY)).to.equal('kept');
    expect(en.getItem(GUEST_ID_STORAGE_KEY)).to.equal(null);
    expect([...storage.values.keys()]).to.deep.equal([siteKey(GUEST_ID_STORAGE_KEY, 'fi')]);
  });
});
