import { expect } from 'chai';
import fc from 'fast-check';
import { formatGameDateInZone } from '../../../domain/game/calendar';

// The formatter of each zone is built once and kept (domain/game/calendar.ts): a kept formatter must answer
// what a fresh one would, for any moment, in any order of zones, across daylight-saving changes.

const ZONES = ['Europe/Helsinki', 'UTC', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Chatham'];

/** The date as a formatter built for this one call gives it: what the kept formatters must agree with. */
const freshDateIn = (moment: Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
};

const HOUR_MS = 3_600_000;

describe("Domain | Game | the day in the instance's zone, with each zone's formatter kept", () => {
  it('given the hours around the spring and autumn changes in Helsinki then each hour falls on the right day', () => {
    // Clocks go forward at 01:00 UTC on 2026-03-29 (03:00 -> 04:00) and back at 01:00 UTC on 2026-10-25.
    const around = (iso: string) => [-3, -2, -1, 0, 1, 2].map((h) => Date.parse(iso) + h * HOUR_MS);
    const expected: Record<string, string> = {};
    for (const instant of [...around('2026-03-28T22:00:00Z'), ...around('2026-10-24T21:00:00Z')])
      expected[new Date(instant).toISOString()] = freshDateIn(new Date(instant), 'Europe/Helsinki');
    for (const [iso, date] of Object.entries(expected))
      expect(formatGameDateInZone(new Date(iso), 'Europe/Helsinki'), iso).to.equal(date);
    // Local midnight before the spring change is 22:00 UTC (+2); before the autumn change 21:00 UTC (+3).
    expect(formatGameDateInZone(new Date('2026-03-28T21:59:59Z'), 'Europe/Helsinki')).to.equal('2026-03-28');
    expect(formatGameDateInZone(new Date('2026-03-28T22:00:00Z'), 'Europe/Helsinki')).to.equal('2026-03-29');
    expect(formatGameDateInZone(new Date('2026-10-24T20:59:59Z'), 'Europe/Helsinki')).to.equal('2026-10-24');
    expect(formatGameDateInZone(new Date('2026-10-24T21:00:00Z'), 'Europe/Helsinki')).to.equal('2026-10-25');
    expect(formatGameDateInZone(new Date('2026-10-25T21:59:59Z'), 'Europe/Helsinki')).to.equal('2026-10-25');
    expect(formatGameDateInZone(new Date('2026-10-25T22:00:00Z'), 'Europe/Helsinki')).to.equal('2026-10-26');
  });

  it('given zones asked in turn for one moment then each answers its own day, not the one asked before', () => {
    const moment = new Date('2026-06-30T23:30:00Z');
    const answers = ['UTC', 'Europe/Helsinki', 'America/New_York', 'UTC', 'Europe/Helsinki'].map((zone) =>
      formatGameDateInZone(moment, zone),
    );
    expect(answers).to.deep.equal(['2026-06-30', '2026-07-01', '2026-06-30', '2026-06-30', '2026-07-01']);
  });

  it('given any moment from 2000 to 2100 in any zone then the kept formatter agrees with a fresh one', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (moment, zone) => formatGameDateInZone(moment, zone) === freshDateIn(moment, zone),
      ),
      { numRuns: 2_000 },
    );
  });
});
