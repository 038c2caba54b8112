import { expect } from 'chai';
import { adsStatusFrom, FAIL_OPEN_ADS_STATUS } from '../../../web/src/features/ads/model/ads-status';

const PROVIDER = { scriptUrl: 'https://ads.example/ads.js', client: 'ca-pub-1', slot: '42' };

describe('Web | Ads | Reading the ads status', () => {
  it('given the server answers a provider, then it is used as is', () => {
    expect(adsStatusFrom({ adsEnabled: true, provider: PROVIDER })).to.deep.equal({
      adsEnabled: true,
      provider: PROVIDER,
    });
  });

  it('given ads switched off, then they are off', () => {
    expect(adsStatusFrom({ adsEnabled: false, provider: null })).to.deep.equal({
      adsEnabled: false,
      provider: null,
    });
  });

  it('given an unreadable answer, then ads fail open with the promotions', () => {
    for (const body of [null, 'oops', {}, { adsEnabled: 'yes' }])
      expect(adsStatusFrom(body), JSON.stringify(body)).to.deep.equal(FAIL_OPEN_ADS_STATUS);
    expect(FAIL_OPEN_ADS_STATUS).to.deep.equal({ adsEnabled: true, provider: null });
  });

  it('given a provider with a field missing or not an address, then no provider (promotions instead)', () => {
    for (const provider of [
      { ...PROVIDER, slot: '' },
      { ...PROVIDER, client: 7 },
      { ...PROVIDER, scriptUrl: 'not an address' },
    ])
      expect(adsStatusFrom({ adsEnabled: true, provider }).provider).to.equal(null);
  });
});
