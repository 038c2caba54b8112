import { expect } from 'chai';
import { addDays, formatGameDateInZone } from '../../../domain/game/calendar';
import { dayStartInZone, nextDayStartInZone } from '../../../domain/game/day-start';

const iso = (ms: number): string => new Date(ms).toISOString();
const dateIn = (ms: number, timeZone: string): string => formatGameDateInZone(new Date(ms), timeZone);

describe('Domain | Game | day start in a time zone', () => {
  const exact: [string, string, string, string][] = [
    ['a summer day in Helsinki (UTC+3)', '2026-06-16', 'Europe/Helsinki', '2026-06-15T21:00:00.000Z'],
    ['a winter day in Helsinki (UTC+2)', '2026-01-10', 'Europe/Helsinki', '2026-01-09T22:00:00.000Z'],
    ['the day clocks go forward in Helsinki', '2026-03-29', 'Europe/Helsinki', '2026-03-28T22:00:00.000Z'],
    ['the day clocks go back in Helsinki', '2026-10-25', 'Europe/Helsinki', '2026-10-24T21:00:00.000Z'],
    ['a day in UTC', '2026-06-16', 'UTC', '2026-06-16T00:00:00.000Z'],
    ['a day in a half-hour zone', '2026-06-16', 'Asia/Kolkata', '2026-06-15T18:30:00.000Z'],
    ['a day west of UTC', '2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z'],
    // Santiago changes its clocks at midnight: 00:00 does not exist, the day begins at 01:00 (UTC-3).
    ['a day whose midnight is skipped', '2026-09-06', 'America/Santiago', '2026-09-06T04:00:00.000Z'],
    // ... and 00:00-01:00 happens twice, the first time still on the day before: 00:00 at UTC-4.
    ['a day whose first hour is repeated', '2026-04-05', 'America/Santiago', '2026-04-05T04:00:00.000Z'],
  ];
  for (const [label, date, zone, expected] of exact) {
    it(`given ${label} then it begins at ${expected}`, () => {
      expect(iso(dayStartInZone(date, zone))).to.equal(expected);
    });
  }

  it('is always the first instant of the day: a millisecond earlier is the day before', () => {
    const zones = ['Europe/Helsinki', 'UTC', 'America/Santiago', 'America/New_York', 'Australia/Lord_Howe'];
    // Each week of 2026, and every day around the zones' clock changes (Lord Howe moves by half an hour).
    const weekly = Array.from({ length: 53 }, (_, week) => addDays('2026-01-01', 7 * week));
    const changes = [
      '2026-03-08',
      '2026-03-29',
      '2026-04-05',
      '2026-09-06',
      '2026-10-04',
      '2026-10-25',
      '2026-11-01',
    ];
    const around = changes.flatMap((date) => [-1, 0, 1].map((days) => addDays(date, days)));
    for (const zone of zones) {
      for (const date of [...weekly, ...around]) {
        const start = dayStartInZone(date, zone);
        expect([zone, dateIn(start, zone), dateIn(start - 1, zone)]).to.deep.equal([
          zone,
          date,
          addDays(date, -1),
        ]);
      }
    }
  });

  it("gives the next puzzle's start from any moment of the day, up to the last millisecond", () => {
    const helsinkiMidnight = '2026-06-15T21:00:00.000Z';
    for (const moment of ['2026-06-15T15:47:30Z', '2026-06-14T21:00:00Z', '2026-06-15T20:59:59.999Z']) {
      expect(iso(nextDayStartInZone(new Date(moment), 'Europe/Helsinki'))).to.equal(helsinkiMidnight);
    }
    expect(iso(nextDayStartInZone(new Date('2026-06-15T21:00:00Z'), 'Europe/Helsinki'))).to.equal(
      '2026-06-16T21:00:00.000Z',
    );
    expect(iso(nextDayStartInZone(new Date('2026-06-15T23:30:00Z'), 'UTC'))).to.equal(
      '2026-06-16T00:00:00.000Z',
    );
  });

  it('refuses what is not a date', () => {
    expect(() => dayStartInZone('2026-02-30', 'UTC')).to.throw(RangeError);
  });
});
