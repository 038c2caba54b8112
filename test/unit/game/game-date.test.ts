import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { isGameDate, validateGameDate } from '../../../domain/game/game-date';
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
    ['0001-01-01', true],
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

  it('given an invalid date then the failure carries the spec text exactly', () => {
    const error = leftOf(validateGameDate('2024-02-30'));
    expect(error.code).to.equal('INVALID_DATE_FORMAT');
    expect(error.message).to.equal('Invalid date format. Expected format: YYYY-MM-DD');
  });

  it('given a valid date then it is returned unchanged', () => {
    expect(validateGameDate('2025-01-31')).to.deep.equal(E.right('2025-01-31'));
  });
});
