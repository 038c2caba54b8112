import { expect } from 'chai';
import { isoWeek } from '../../../domain/formatting/iso-week';

describe('Domain | Formatting | ISO week', () => {
  const cases: [string, number, number][] = [
    ['2021-01-03', 2020, 53],
    ['2021-01-04', 2021, 1],
    ['2024-01-01', 2024, 1],
    ['2024-12-29', 2024, 52],
    ['2024-12-30', 2025, 1],
    ['2026-12-31', 2026, 53],
    ['2027-01-03', 2026, 53],
    ['2025-06-15', 2025, 24],
  ];
  for (const [date, year, week] of cases) {
    it(`given ${date} then the ISO week is ${year}-W${week}`, () => {
      expect(isoWeek(date)).to.deep.equal({ year, week });
    });
  }
});
