import { expect } from 'chai';
import i18next, { type TFunction } from 'i18next';
import {
  formatCountdown,
  isCountable,
  msUntilNextTick,
  secondsLeft,
  spokenCountdown,
} from '../../../web/src/features/game/model/countdown';
import { en } from '../../../web/src/i18n/resources/en';
import { fi } from '../../../web/src/i18n/resources/fi';

async function translator(language: 'fi' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: { fi: { translation: fi }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

// Helsinki's midnight in June; the server answered at 18:47:51 there.
const NEXT = '2026-06-15T21:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('Web | Game | countdown to the next puzzle', () => {
  it("counts by the server's clock: a device an hour behind (offset +1 h) still shows 5:12:09", () => {
    const deviceNow = at('2026-06-15T14:47:51.000Z');
    expect(formatCountdown(secondsLeft(NEXT, 3_600_000, deviceNow))).to.equal('5:12:09');
    expect(formatCountdown(secondsLeft(NEXT, 0, at('2026-06-15T15:47:51.000Z')))).to.equal('5:12:09');
  });

  it('rounds up to the whole second, reaches 0 exactly at the moment, and never goes below it', () => {
    expect(secondsLeft(NEXT, 0, at('2026-06-15T20:59:58.001Z'))).to.equal(2);
    expect(secondsLeft(NEXT, 0, at('2026-06-15T20:59:59.999Z'))).to.equal(1);
    expect(secondsLeft(NEXT, 0, at(NEXT))).to.equal(0);
    expect(secondsLeft(NEXT, 0, at('2026-06-16T03:00:00.000Z'))).to.equal(0);
  });

  it('wakes when the second left turns', () => {
    expect(msUntilNextTick(NEXT, 0, at('2026-06-15T20:00:00.250Z'))).to.equal(750);
    expect(msUntilNextTick(NEXT, 250, at('2026-06-15T20:00:00.250Z'))).to.equal(500);
    expect(msUntilNextTick(NEXT, 0, at('2026-06-15T20:00:00.000Z'))).to.equal(1_000);
  });

  it('formats hours, then minutes and seconds in two digits', () => {
    expect(formatCountdown(0)).to.equal('0:00:00');
    expect(formatCountdown(59)).to.equal('0:00:59');
    expect(formatCountdown(3_600)).to.equal('1:00:00');
    expect(formatCountdown(23 * 3_600 + 59 * 60 + 59)).to.equal('23:59:59');
    // The day the clocks go back lasts 25 hours.
    expect(formatCountdown(24 * 3_600 + 30 * 60)).to.equal('24:30:00');
  });

  it('says the time left in words to the minute, so a screen reader hears it change once a minute at most', async () => {
    const t = await translator('en');
    expect(spokenCountdown(5 * 3_600 + 12 * 60 + 9, t)).to.equal('Next puzzle in 5 hours and 12 minutes.');
    expect(spokenCountdown(5 * 3_600 + 12 * 60 + 50, t)).to.equal('Next puzzle in 5 hours and 12 minutes.');
    expect(spokenCountdown(3_600 + 5, t)).to.equal('Next puzzle in 1 hour.');
    expect(spokenCountdown(61, t)).to.equal('Next puzzle in 1 minute.');
    expect(spokenCountdown(59, t)).to.equal('Next puzzle in less than a minute.');
    expect(spokenCountdown(0, t)).to.equal('The new puzzle is ready!');
  });

  it('in Finnish', async () => {
    const t = await translator('fi');
    expect(spokenCountdown(2 * 3_600 + 60, t)).to.equal('Seuraavaan peliin on 2 tuntia ja 1 minuutti.');
    expect(spokenCountdown(45 * 60, t)).to.equal('Seuraavaan peliin on 45 minuuttia.');
    expect(spokenCountdown(30, t)).to.equal('Seuraavaan peliin on alle minuutin.');
    expect(spokenCountdown(0, t)).to.equal('Uusi peli on pelattavissa!');
  });

  it('counts only to a moment the server named', () => {
    expect(isCountable(NEXT)).to.equal(true);
    expect(isCountable('')).to.equal(false);
  });
});
