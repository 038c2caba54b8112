import { expect } from 'chai';
import { isIos } from '../../../web/src/features/install/model/install-prompt';
import { isCacheOfSite, siteOfScope } from '../../../web/src/lib/pwa/cache-names';

describe('Web | Install offer | which devices get the manual iOS steps', () => {
  it('given an iPhone, an iPad or an iPadOS that says it is a Mac with touch, then iOS', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1', 5)).to.equal(true);
    expect(isIos('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1', 5)).to.equal(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.1 Safari/605.1.15', 5)).to.equal(
      true,
    );
  });

  it('given a Mac without touch, Android or a desktop, then not iOS (their browsers offer installing)', () => {
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0)).to.equal(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36', 5)).to.equal(
      false,
    );
    expect(isIos('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 0)).to.equal(false);
  });
});

describe('Web | Service worker caches | each site its own', () => {
  it("given a worker's scope, then its site; and a site's caches are told from the other site's", () => {
    expect(siteOfScope('/fi/')).to.equal('fi');
    expect(siteOfScope('/en')).to.equal('en');
    expect(isCacheOfSite('sanaryhmat-precache-v2-fi', 'fi')).to.equal(true);
    expect(isCacheOfSite('sanaryhmat-pages-fi', 'fi')).to.equal(true);
    expect(isCacheOfSite('sanaryhmat-pages-en', 'fi')).to.equal(false);
    // Another app on the origin, whatever its name ends with, is not ours to clear.
    expect(isCacheOfSite('other-app-fi', 'fi')).to.equal(false);
  });
});
