import { expect } from 'chai';
import type { BrandingView } from '../../../../contracts/auth.codec';
import { brandName, headerBrand, logoAddress } from '../../../../web/src/components/layout/header-brand';

const UPLOADED = '2026-11-24T08:00:00.000Z';
const LOGO = `/uploads/fi/branding/logo.png?${encodeURIComponent(UPLOADED)}`;

function aBranding(overrides: Partial<BrandingView> = {}): BrandingView {
  return {
    showLogo: true,
    logoUpdatedAt: UPLOADED,
    brandingText: 'Kirjasto',
    brandDisplay: 'both',
    ...overrides,
  };
}

describe('Web | Header | which brand parts show', () => {
  it('given a logo upload time then the instance’s logo address carries it, so a new logo busts caches', () => {
    expect(logoAddress('fi', UPLOADED)).to.equal(LOGO);
    expect(logoAddress('en', 'x')).to.equal('/uploads/en/branding/logo.png?x');
  });

  it('given `default` then only the game’s mark and name, whatever the instance has', () => {
    expect(headerBrand(aBranding({ brandDisplay: 'default' }), 'fi')).to.deep.equal({
      game: true,
      logo: null,
      text: '',
    });
  });

  it('given `custom` then the instance’s logo and text instead of the game’s', () => {
    expect(headerBrand(aBranding({ brandDisplay: 'custom' }), 'fi')).to.deep.equal({
      game: false,
      logo: LOGO,
      text: 'Kirjasto',
    });
    expect(headerBrand(aBranding({ brandDisplay: 'custom', showLogo: false }), 'fi')).to.deep.equal({
      game: false,
      logo: null,
      text: 'Kirjasto',
    });
  });

  it('given `custom` with neither logo nor text then the game’s own, so the header is never empty', () => {
    const empty = aBranding({ brandDisplay: 'custom', showLogo: false, brandingText: '  ' });
    expect(headerBrand(empty, 'fi')).to.deep.equal({ game: true, logo: null, text: '' });
    const noFile = aBranding({ brandDisplay: 'custom', logoUpdatedAt: null, brandingText: '' });
    expect(headerBrand(noFile, 'fi')).to.deep.equal({ game: true, logo: null, text: '' });
  });

  it('given `both` then the game’s mark and name followed by the instance’s logo and text', () => {
    expect(headerBrand(aBranding(), 'fi')).to.deep.equal({ game: true, logo: LOGO, text: 'Kirjasto' });
    expect(headerBrand(aBranding({ showLogo: false, brandingText: '' }), 'fi')).to.deep.equal({
      game: true,
      logo: null,
      text: '',
    });
  });

  it('given a logo that failed to load then it counts as none (a custom brand with no text falls back)', () => {
    expect(headerBrand(aBranding(), 'fi', true)).to.deep.equal({ game: true, logo: null, text: 'Kirjasto' });
    const logoOnly = aBranding({ brandDisplay: 'custom', brandingText: '' });
    expect(headerBrand(logoOnly, 'fi', true)).to.deep.equal({ game: true, logo: null, text: '' });
  });

  it('given what shows then the home link and the logo are named by the words shown', () => {
    expect(brandName(headerBrand(aBranding(), 'fi'), 'Sanaryhmät')).to.equal('Sanaryhmät · Kirjasto');
    expect(brandName(headerBrand(aBranding({ brandDisplay: 'custom' }), 'fi'), 'Sanaryhmät')).to.equal(
      'Kirjasto',
    );
    const logoOnly = headerBrand(aBranding({ brandDisplay: 'custom', brandingText: '' }), 'fi');
    expect(brandName(logoOnly, 'Sanaryhmät')).to.equal('Sanaryhmät');
  });
});
