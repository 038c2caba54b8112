import { expect } from 'chai';
import {
  DEFAULT_SYSTEM_SETTINGS,
  resolveSystemSettings,
} from '../../../application/settings/system-settings';

describe('Application | System settings', () => {
  it('given nothing stored, then every setting has its default, ads off', () => {
    expect(resolveSystemSettings({})).to.deep.equal({
      registrationEnabled: true,
      showGuestPlayButton: true,
      showGuestPreviousDaysButton: true,
      dailyEnabled: true,
      adsEnabled: false,
      branding: { showLogo: false, logoUpdatedAt: null, brandingText: '', brandDisplay: 'both' },
      donationUrl: null,
    });
  });

  it('given stored values, then they win over the defaults', () => {
    const stored = {
      registrationEnabled: false,
      showGuestPlayButton: false,
      showGuestPreviousDaysButton: false,
      dailyEnabled: false,
      adsEnabled: true,
      branding: {
        showLogo: true,
        logoUpdatedAt: '2026-03-01T09:00:00.000Z',
        brandingText: 'Sanapeli',
        brandDisplay: 'custom',
      },
      donationUrl: 'https://example.org/tue',
    };
    expect(resolveSystemSettings(stored)).to.deep.equal(stored);
  });

  it('given part of the branding stored, then the rest of it keeps its defaults', () => {
    const { branding } = resolveSystemSettings({ branding: { brandingText: 'Sanapeli' } });
    expect(branding).to.deep.equal({ ...DEFAULT_SYSTEM_SETTINGS.branding, brandingText: 'Sanapeli' });
  });

  it('given stored values of the wrong type, then each is ignored and the valid ones still apply', () => {
    const settings = resolveSystemSettings({
      registrationEnabled: 'false',
      showGuestPlayButton: 0,
      dailyEnabled: null,
      adsEnabled: true,
      branding: { showLogo: 'yes', logoUpdatedAt: 17, brandingText: ['x'], brandDisplay: 'banner' },
    });
    expect(settings).to.deep.equal({ ...DEFAULT_SYSTEM_SETTINGS, adsEnabled: true });
  });

  it('given a stored donation link that is not a web address, then no link is shown', () => {
    for (const donationUrl of ['javascript:alert(1)', ' https://example.org/', '', 42, { href: 'x' }]) {
      expect(resolveSystemSettings({ donationUrl }).donationUrl, String(donationUrl)).to.equal(null);
    }
  });

  it('given a branding that is not an object, or no record at all, then the defaults', () => {
    expect(resolveSystemSettings({ branding: 'logo' }).branding).to.deep.equal(
      DEFAULT_SYSTEM_SETTINGS.branding,
    );
    expect(resolveSystemSettings({ branding: [true] }).branding).to.deep.equal(
      DEFAULT_SYSTEM_SETTINGS.branding,
    );
    for (const stored of [null, 'x', 42, [false]])
      expect(resolveSystemSettings(stored), String(stored)).to.deep.equal(DEFAULT_SYSTEM_SETTINGS);
  });

  it('given settings resolved twice, then changing one result leaves the defaults and the other alone', () => {
    const first = resolveSystemSettings({});
    first.branding.brandingText = 'changed';
    expect(resolveSystemSettings({}).branding.brandingText).to.equal('');
    expect(DEFAULT_SYSTEM_SETTINGS.branding.brandingText).to.equal('');
  });
});
