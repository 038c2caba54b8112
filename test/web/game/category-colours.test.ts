import { expect } from 'chai';
import { DEFAULT_CATEGORY_COLORS } from '../../../domain/constants/scoring.constants';
import { categoryLook } from '../../../web/src/features/game/model/category-look';
import {
  contrastRatio,
  DARK_TEXT,
  LIGHT_TEXT,
  readableTextColor,
} from '../../../web/src/lib/readable-text-color';

describe('Web | Game | readable text on a stored category colour', () => {
  it('given light colours then dark text, and given dark colours then white text', () => {
    for (const light of ['#ffffff', '#f2c14e', '#8fd19e', '#ffd700', '#a0c4ff'])
      expect(readableTextColor(light), light).to.equal(DARK_TEXT);
    for (const dark of ['#000000', '#1f3b73', '#7a2e1f', '#2b3a8f', '#6a0dad'])
      expect(readableTextColor(dark), dark).to.equal(LIGHT_TEXT);
  });

  it('given any colour then the chosen text stands out at least as much as the other choice would', () => {
    for (let value = 0; value < 0x1000000; value += 0x0f0f0f + 7) {
      const background = `#${value.toString(16).padStart(6, '0')}`;
      const text = readableTextColor(background) as string;
      const other = text === DARK_TEXT ? LIGHT_TEXT : DARK_TEXT;
      expect(contrastRatio(background, text), background).to.be.at.least(
        contrastRatio(background, other) as number,
      );
      // The worst case (a middle grey) still reads at the large-text level of WCAG AA.
      expect(contrastRatio(background, text), background).to.be.at.least(3);
    }
  });

  it('given the WCAG end points then 21:1 for black on white, and upper case hex reads the same', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).to.be.closeTo(21, 1e-9);
    expect(readableTextColor(' #1F3B73 ')).to.equal(LIGHT_TEXT);
  });

  it('given something that is not #rrggbb then no choice', () => {
    for (const bad of ['', 'red', '#fff', '#12345g', 'rgb(0,0,0)'])
      expect(readableTextColor(bad), bad).to.equal(null);
  });
});

describe('Web | Game | a category look by position and stored colour', () => {
  it('given no colour then the palette tone and shape of its position', () => {
    expect(categoryLook(3)).to.include({ tone: 4, shape: 'diamond', custom: null });
    expect(categoryLook(3, null)).to.include({ tone: 4, custom: null });
  });

  it("given one of the default colours then that colour's palette tone (tuned for both schemes), shape by position", () => {
    expect(categoryLook(0, DEFAULT_CATEGORY_COLORS[2])).to.include({
      tone: 3,
      shape: 'circle',
      custom: null,
    });
    expect(categoryLook(4, DEFAULT_CATEGORY_COLORS[4].toUpperCase())).to.include({ tone: 5, custom: null });
  });

  it("given an editor's own colour then it is used with a readable text colour, the shape staying", () => {
    const look = categoryLook(1, '#1f3b73');
    expect(look.shape).to.equal('triangle');
    expect(look.custom).to.deep.equal({ background: '#1f3b73', text: LIGHT_TEXT, lightText: true });
    expect(categoryLook(2, '#ffe066').custom).to.deep.equal({
      background: '#ffe066',
      text: DARK_TEXT,
      lightText: false,
    });
  });

  it('given an unreadable colour then the palette of its position, as if none were stored', () => {
    expect(categoryLook(2, 'blue')).to.include({ tone: 3, custom: null });
  });
});
