import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { createGuestId, isGuestId, validateGuestId } from '../../../domain/game/guest-id';
import { leftOf } from '../../support/either';

describe('Domain | Game | guest id', () => {
  const body = (length: number) => 'a'.repeat(length);
  const cases: [string, unknown, boolean][] = [
    ['a 15-character body', `guest_${body(15)}`, false],
    ['a 16-character body', `guest_${body(16)}`, true],
    ['a 64-character body', `guest_${body(64)}`, true],
    ['a 65-character body', `guest_${body(65)}`, false],
    ['underscores and hyphens', 'guest_Ab-9_Ab-9_Ab-9_Ab', true],
    ['a dot', 'guest_abcdefghijklmno.', false],
    ['a space', 'guest_abcdefgh ijklmnop', false],
    ['no prefix', body(20), false],
    ['an upper-case prefix', `GUEST_${body(20)}`, false],
    ['a number', 42, false],
    ['nothing', undefined, false],
  ];
  for (const [label, value, valid] of cases) {
    it(`given ${label} then the id is ${valid ? 'accepted' : 'refused'}`, () => {
      expect(isGuestId(value)).to.equal(valid);
      expect(E.isRight(validateGuestId(value))).to.equal(valid);
    });
  }

  it('given a refused id then the code is GUEST_ID_INVALID', () => {
    expect(leftOf(validateGuestId('guest_short')).code).to.equal('GUEST_ID_INVALID');
  });

  it('creates ids that pass its own check, whatever the random source returns', () => {
    for (const value of [0, 0.5, 0.999_999]) {
      const id = createGuestId(() => value);
      expect(isGuestId(id), id).to.equal(true);
    }
  });

  it('creates different ids from different random draws', () => {
    let n = 0;
    const counter = () => (n += 0.37) % 1;
    expect(createGuestId(counter)).not.to.equal(createGuestId(counter));
  });
});
