import { expect } from 'chai';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  formatCivilDate,
  formatGameDateInZone,
  fromDayNumber,
  isoWeekday,
  previousDay,
  toDayNumber,
} from '../../../domain/game/calendar';

describe('Domain | Game | calendar', () => {
  const additions: [string, number, string][] = [
    ['2024-05-17', 0, '2024-05-17'],
    ['2024-05-31', 1, '2024-06-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-01-01', -14, '2024-12-18'],
    ['1970-01-01', -1, '1969-12-31'],
  ];
  for (const [date, days, expected] of additions) {
    it(`given ${date} plus ${days} days then the date is ${expected}`, () => {
      expect(addDays(date, days)).to.equal(expected);
    });
  }

  it('given a date then the previous day is one day earlier', () => {
    expect(previousDay('2024-01-01')).to.equal('2023-12-31');
  });

  it('counts days between dates across a leap day', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).to.equal(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).to.equal(-2);
  });

  const weekdays: [string, number][] = [
    ['1970-01-01', 4],
    ['2024-01-01', 1],
    ['2024-06-09', 7],
    ['1969-12-29', 1],
  ];
  for (const [date, weekday] of weekdays) {
    it(`given ${date} then the ISO weekday is ${weekday}`, () => {
      expect(isoWeekday(date)).to.equal(weekday);
    });
  }

  it('round-trips every day number through the civil date', () => {
    fc.assert(
      fc.property(fc.integer({ min: -800_000, max: 2_900_000 }), (n) => toDayNumber(fromDayNumber(n)) === n),
    );
  });

  it('formats with zero padding', () => {
    expect(formatCivilDate({ year: 987, month: 3, day: 4 })).to.equal('0987-03-04');
  });

  it('refuses a string that is not a date', () => {
    expect(() => addDays('2024-02-30', 1)).to.throw(RangeError);
  });
});

describe("Domain | Game | the day in the instance's zone", () => {
  it('given the moments around midnight in Helsinki then the day turns there, not in UTC', () => {
    expect(formatGameDateInZone(new Date('2026-03-01T21:59:59Z'), 'Europe/Helsinki')).to.equal('2026-03-01');
    expect(formatGameDateInZone(new Date('2026-03-01T22:00:00Z'), 'Europe/Helsinki')).to.equal('2026-03-02');
    expect(formatGameDateInZone(new Date('2026-03-01T22:00:00Z'), 'UTC')).to.equal('2026-03-01');
  });

  it('given summer time then Helsinki is three hours ahead', () => {
    expect(formatGameDateInZone(new Date('2026-07-01T20:59:59Z'), 'Europe/Helsinki')).to.equal('2026-07-01');
    expect(formatGameDateInZone(new Date('2026-07-01T21:00:00Z'), 'Europe/Helsinki')).to.equal('2026-07-02');
  });
});
