import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { EARLIEST_DATE_YEAR, LATEST_DATE_YEAR } from '../../../domain/constants/time.constants';
import {
  EARLIEST_GAME_DATE,
  isGameDate,
  LATEST_GAME_DATE,
  parseCivilDate,
  validateGameDate,
} from '../../../domain/game/game-date';
import { leftOf } from '../../support/either';

describe('Domain | Game | game date', () => {
  const cases: [unknown, boolean][] = [
    ['2024-05-17', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-04-30', true],
    ['2024-04-31', false],
    ['2024-12-31', true],
    // PostgreSQL's dates have no year 0: the rule refuses what the store would.
    ['0000-01-01', false],
    // Year 1 is a day away from year 0, and older than any game: outside the game's years.
    ['0001-01-01', false],
    ['1000-06-15', false],
    ['1999-12-31', false],
    ['2000-01-01', true],
    ['9999-12-31', true],
    ['10000-01-01', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-01', false],
    ['24-01-01', false],
    [' 2024-01-01', false],
    ['2024-01-01T00:00:00Z', false],
    ['2024/01/01', false],
    ['', false],
    [20240101, false],
    [null, false],
  ];
  for (const [value, valid] of cases) {
    it(`given ${JSON.stringify(value)} then it is ${valid ? 'a' : 'not a'} game date`, () => {
      expect(isGameDate(value)).to.equal(valid);
    });
  }

  it('given the constants, then the game years run from 2000 to 9999, the first and last days included', () => {
    expect([EARLIEST_DATE_YEAR, LATEST_DATE_YEAR]).to.deep.equal([2000, 9999]);
    expect([EARLIEST_GAME_DATE, LATEST_GAME_DATE]).to.deep.equal(['2000-01-01', '9999-12-31']);
  });

  it('given a real day outside the game years, then the calendar still reads it (for its arithmetic)', () => {
    expect(parseCivilDate('0001-01-01')).to.deep.equal({ year: 1, month: 1, day: 1 });
    expect(parseCivilDate('1969-12-31')).to.deep.equal({ year: 1969, month: 12, day: 31 });
    expect(parseCivilDate('0000-01-01')).to.equal(null);
  });

  it('given a date outside the game years, then the failure is the spec invalid date', () => {
    const error = leftOf(validateGameDate('0000-01-01'));
    expect([error.code, error.message]).to.deep.equal([
      'INVALID_DATE_FORMAT',
      'Invalid date format. Expected format: YYYY-MM-DD',
    ]);
  });

  it('given an invalid date then the failure carries the spec text exactly', () => {
    const error = leftOf(validateGameDate('2024-02-30'));
    expect(error.code).to.equal('INVALID_DATE_FORMAT');
    expect(error.message).to.equal('Invalid date format. Expected format: YYYY-MM-DD');
  });

  it('given a valid date then it is returned unchanged', () => {
    expect(validateGameDate('2025-01-31')).to.deep.equal(E.right('2025-01-31'));
  });
});
