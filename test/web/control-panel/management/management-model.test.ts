import { expect } from 'chai';
import type { BrandingView } from '../../../../contracts/auth.codec';
import {
  brandingDirty,
  brandingDraftOf,
  brandingRequest,
  brandingTextLength,
  brandingTextTooLong,
  previewBranding,
} from '../../../../web/src/features/control-panel/management/model/branding-form';
import {
  donationDirty,
  donationDraftOf,
  donationRequest,
} from '../../../../web/src/features/control-panel/management/model/donation-link';
import {
  confirmationFor,
  hiddenByDaily,
  SETTING_SWITCHES,
} from '../../../../web/src/features/control-panel/management/model/setting-switches';

const saved: BrandingView = {
  showLogo: true,
  logoUpdatedAt: '2026-11-24T08:00:00.000Z',
  brandingText: 'Kirjasto',
  brandDisplay: 'both',
};

describe('Web | Control panel | management: the switches', () => {
  it('given the five switches then registration and the daily game come first', () => {
    expect(SETTING_SWITCHES).to.deep.equal([
      'registrationEnabled',
      'dailyEnabled',
      'showGuestPlayButton',
      'showGuestPreviousDaysButton',
      'adsEnabled',
    ]);
  });

  it('given registration or the daily game going off then a question first; anything else goes at once', () => {
    expect(confirmationFor('registrationEnabled', false)).to.equal('registrationEnabled');
    expect(confirmationFor('dailyEnabled', false)).to.equal('dailyEnabled');
    expect(confirmationFor('registrationEnabled', true)).to.equal(null);
    expect(confirmationFor('dailyEnabled', true)).to.equal(null);
    expect(confirmationFor('showGuestPlayButton', false)).to.equal(null);
    expect(confirmationFor('adsEnabled', false)).to.equal(null);
  });

  it('given the daily game off then the guests’ buttons are hidden whatever their switches say', () => {
    expect(hiddenByDaily('showGuestPlayButton', { dailyEnabled: false })).to.equal(true);
    expect(hiddenByDaily('showGuestPreviousDaysButton', { dailyEnabled: false })).to.equal(true);
    expect(hiddenByDaily('showGuestPlayButton', { dailyEnabled: true })).to.equal(false);
    expect(hiddenByDaily('registrationEnabled', { dailyEnabled: false })).to.equal(false);
  });
});

describe('Web | Control panel | management: the donation link', () => {
  it('given a stored link or none then the field shows it or stays empty', () => {
    expect(donationDraftOf('https://example.org/tue')).to.equal('https://example.org/tue');
    expect(donationDraftOf(null)).to.equal('');
  });

  it('given a web address then it is sent trimmed; an empty field removes the link', () => {
    expect(donationRequest('  https://example.org/tue ')).to.deep.equal({
      donationUrl: 'https://example.org/tue',
    });
    expect(donationRequest('http://example.org')).to.deep.equal({ donationUrl: 'http://example.org' });
    expect(donationRequest('   ')).to.deep.equal({ donationUrl: null });
  });

  it('given anything but a full http(s) address then it is refused before sending', () => {
    for (const bad of ['example.org', 'javascript:alert(1)', 'mailto:a@b.fi', 'https://', 'ftp://x.fi'])
      expect(donationRequest(bad), bad).to.equal('invalid');
  });

  it('given spaces around the stored link then nothing is unsaved', () => {
    expect(donationDirty(' https://example.org ', 'https://example.org')).to.equal(false);
    expect(donationDirty('', null)).to.equal(false);
    expect(donationDirty('', 'https://example.org')).to.equal(true);
    expect(donationDirty('https://example.org/b', 'https://example.org')).to.equal(true);
  });
});

describe('Web | Control panel | management: the branding form', () => {
  it('given the saved branding then the draft starts from it and nothing is unsaved', () => {
    const draft = brandingDraftOf(saved);
    expect(draft).to.deep.equal({ brandingText: 'Kirjasto', brandDisplay: 'both', showLogo: true });
    expect(brandingDirty(draft, saved)).to.equal(false);
    expect(brandingDirty({ ...draft, brandingText: ' Kirjasto  ' }, saved)).to.equal(false);
    expect(brandingDirty({ ...draft, brandDisplay: 'custom' }, saved)).to.equal(true);
    expect(brandingDirty({ ...draft, showLogo: false }, saved)).to.equal(true);
  });

  it('given a draft then the request sends the text trimmed with the mode and the logo switch', () => {
    expect(
      brandingRequest({ brandingText: '  Oma kerho ', brandDisplay: 'custom', showLogo: false }),
    ).to.deep.equal({ brandingText: 'Oma kerho', brandDisplay: 'custom', showLogo: false });
  });

  it('given the text then it is counted trimmed, an emoji as one, and at most 25 pass', () => {
    expect(brandingTextLength('  🎉 ok ')).to.equal(4);
    const draftOf = (brandingText: string) => ({ ...brandingDraftOf(saved), brandingText });
    expect(brandingTextTooLong(draftOf(`  ${'x'.repeat(25)}  `))).to.equal(false);
    expect(brandingTextTooLong(draftOf('x'.repeat(26)))).to.equal(true);
  });

  it('given a draft then the preview keeps the stored logo and takes the draft’s choices', () => {
    const draft = { brandingText: 'Uusi', brandDisplay: 'custom' as const, showLogo: false };
    expect(previewBranding(draft, saved)).to.deep.equal({
      logoUpdatedAt: saved.logoUpdatedAt,
      brandingText: 'Uusi',
      brandDisplay: 'custom',
      showLogo: false,
    });
  });
});
