import { expect } from 'chai';
import { createSystemApi } from '../../../web/src/lib/api/system-api';
import { ApiHarness } from '../support/api-harness';
import { json } from '../support/fake-server';

const ALL_OFF = {
  registrationEnabled: false,
  showGuestPlayButton: false,
  showGuestPreviousDaysButton: false,
  dailyEnabled: false,
  adsEnabled: false,
};
const ALL_ON = {
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
  adsEnabled: true,
};

function systemHarness() {
  const harness = new ApiHarness();
  return { harness, system: createSystemApi(harness.client) };
}

const down = () => json({ code: 'INTERNAL_ERROR' }, 500);
const paths = (harness: ApiHarness) => harness.server.requests.map((request) => request.path);

describe('Web | API client | public settings', () => {
  it('given the global settings answer when reading public settings then they alone are used', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', () => json(ALL_OFF));

    expect((await system.siteSettings()).settings).to.deep.equal(ALL_OFF);
    expect(paths(harness)).to.deep.equal(['/guest/system/global']);
  });

  it('given the global settings fail then registration status, then buttons status, then ads status fill in', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', down);
    harness.server.on('GET', '/guest/system/registration/status', () => json({ registrationEnabled: false }));
    harness.server.on('GET', '/guest/system/buttons/status', () =>
      json({ showGuestPlayButton: false, showGuestPreviousDaysButton: true, dailyEnabled: false }),
    );
    harness.server.on('GET', '/ads/status', () => json({ adsEnabled: false }));

    expect((await system.siteSettings()).settings).to.deep.equal({
      registrationEnabled: false,
      showGuestPlayButton: false,
      showGuestPreviousDaysButton: true,
      dailyEnabled: false,
      adsEnabled: false,
    });
    expect(paths(harness)).to.deep.equal([
      '/guest/system/global',
      '/guest/system/registration/status',
      '/guest/system/buttons/status',
      '/ads/status',
    ]);
  });

  it('given global settings lack a flag then only that flag is asked of the next source', async () => {
    const { harness, system } = systemHarness();
    const { registrationEnabled: _missing, ...rest } = ALL_OFF;
    harness.server.on('GET', '/guest/system/global', () => json(rest));
    harness.server.on('GET', '/guest/system/registration/status', () => json({ registrationEnabled: false }));

    expect((await system.siteSettings()).settings).to.deep.equal(ALL_OFF);
    expect(paths(harness)).to.deep.equal(['/guest/system/global', '/guest/system/registration/status']);
  });

  it('given every source fails then everything is open and the failures are logged', async () => {
    const { harness, system } = systemHarness();
    expect((await system.siteSettings()).settings).to.deep.equal(ALL_ON);
    expect(await system.dailyEnabled()).to.equal(true);
    expect(await system.adsEnabled()).to.equal(true);
    expect(await system.registrationStatus()).to.deep.equal({ registrationEnabled: true });
    expect(harness.logger.warnings.length).to.be.greaterThan(0);
  });

  it('given the server switches the daily game and ads off then the client says so', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', () => json(ALL_OFF));
    harness.server.on('GET', '/ads/status', () => json({ adsEnabled: false }));
    expect(await system.dailyEnabled()).to.equal(false);
    expect(await system.adsEnabled()).to.equal(false);
  });

  it('sends public reads without identity, so a guest gets no id for them', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/buttons/status', () => json({ showGuestPlayButton: false }));
    expect(await system.buttonsStatus()).to.deep.equal({
      showGuestPlayButton: false,
      showGuestPreviousDaysButton: true,
      dailyEnabled: true,
    });
    const [request] = harness.server.requests;
    expect(request?.headers.has('X-Guest-ID')).to.equal(false);
    expect(harness.client.guestId.peek()).to.equal(null);
  });
});

describe('Web | API client | global settings read', () => {
  it('given reads one after another then each asks the server: the read cache keeps them, not the client', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', () => json(ALL_OFF));
    await system.siteSettings();
    await system.siteSettings();
    expect(paths(harness)).to.deep.equal(['/guest/system/global', '/guest/system/global']);
  });

  it('given the global settings answer then the read says so; after a failure it says they came from elsewhere', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', () => json(ALL_OFF));
    expect((await system.siteSettings()).fromGlobal).to.equal(true);
    harness.server.on('GET', '/guest/system/global', down);
    expect((await system.siteSettings()).fromGlobal).to.equal(false);
  });
});

describe('Web | API client | donation link', () => {
  it('given the global settings carry a link then the footer gets it from the same call', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/global', () =>
      json({ ...ALL_OFF, donationUrl: 'https://example.org/tue' }),
    );
    expect(await system.siteSettings()).to.deep.equal({
      settings: ALL_OFF,
      donationUrl: 'https://example.org/tue',
      fromGlobal: true,
    });
    expect(paths(harness)).to.deep.equal(['/guest/system/global']);
  });

  it('given no link, a link that is no web address, or no answer then there is none', async () => {
    for (const donationUrl of [null, 'javascript:alert(1)', 42]) {
      const { harness, system } = systemHarness();
      harness.server.on('GET', '/guest/system/global', () => json({ ...ALL_ON, donationUrl }));
      expect((await system.siteSettings()).donationUrl).to.equal(null);
    }
    const { system } = systemHarness();
    expect((await system.siteSettings()).donationUrl).to.equal(null);
  });
});

describe('Web | API client | branding', () => {
  it('given branding when read then it is returned as is', async () => {
    const { harness, system } = systemHarness();
    const branding = {
      showLogo: true,
      logoUpdatedAt: '2026-01-01T00:00:00Z',
      brandingText: 'Sanat',
      brandDisplay: 'both',
    };
    harness.server.on('GET', '/guest/system/branding', () => json(branding));
    expect(await system.branding()).to.deep.equal(branding);
  });

  it('given the branding load fails then the logo is hidden and the failure logged', async () => {
    const { harness, system } = systemHarness();
    harness.server.on('GET', '/guest/system/branding', down);
    expect(await system.branding()).to.include({ showLogo: false, brandingText: '' });
    expect(harness.logger.warnings).to.have.length(1);
  });
});
