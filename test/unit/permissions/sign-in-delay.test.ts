import { expect } from 'chai';
import {
  FREE_SIGN_IN_FAILURES,
  LONGEST_SIGN_IN_WAIT_SECONDS,
  signInWaitSeconds,
} from '../../../domain/permissions/sign-in-delay';

describe('Unit | Permissions | The wait after failed sign-ins to one account', () => {
  it('given the free failures, then no wait', () => {
    for (let failures = 0; failures <= FREE_SIGN_IN_FAILURES; failures += 1)
      expect(signInWaitSeconds(failures), String(failures)).to.equal(0);
  });

  it('given each failure past them, then the wait doubles: 2, 4, 8 ... seconds', () => {
    const waits = [1, 2, 3, 4].map((over) => signInWaitSeconds(FREE_SIGN_IN_FAILURES + over));
    expect(waits).to.deep.equal([2, 4, 8, 16]);
  });

  it('given very many failures, then the wait stays at a quarter of an hour', () => {
    expect(LONGEST_SIGN_IN_WAIT_SECONDS).to.equal(900);
    expect(signInWaitSeconds(FREE_SIGN_IN_FAILURES + 10)).to.equal(900);
    expect(signInWaitSeconds(1_000_000)).to.equal(900);
  });

  it('given a day of guessing at the longest wait, then about a hundred guesses at most', () => {
    let failures = 0;
    let elapsed = 0;
    while (elapsed < 24 * 60 * 60) {
      failures += 1;
      elapsed += signInWaitSeconds(failures);
    }
    expect(failures).to.be.within(100, 115);
  });
});
