import { expect } from 'chai';
import {
  admitRefreshWaiter,
  hasRefreshWaitTimedOut,
  sessionExpired,
  TOKEN_REFRESH_TIMEOUT,
} from '../../../domain/tokens/refresh-queue';
import { leftOf, rightOf } from '../../support/either';

describe('Domain | Tokens | refresh queue', () => {
  it('given 0 waiters then the first is admitted at place 1', () => {
    expect(rightOf(admitRefreshWaiter(0))).to.equal(1);
  });

  it('given 9 waiters then a tenth is admitted', () => {
    expect(rightOf(admitRefreshWaiter(9))).to.equal(10);
  });

  it('given 10 waiters then the next is refused with the spec text', () => {
    expect(leftOf(admitRefreshWaiter(10))).to.deep.equal({
      code: 'TOO_MANY_PENDING_REQUESTS',
      message: 'Too many pending requests',
    });
  });

  const waits: [number, boolean][] = [
    [0, false],
    [4_999, false],
    [5_000, true],
    [7_000, true],
  ];
  for (const [waited, timedOut] of waits) {
    it(`given a wait of ${waited} ms then the waiter has ${timedOut ? '' : 'not '}timed out`, () => {
      expect(hasRefreshWaitTimedOut(1_000, 1_000 + waited)).to.equal(timedOut);
    });
  }

  it('names the timeout refusal with the spec text', () => {
    expect(TOKEN_REFRESH_TIMEOUT.message).to.equal('Token refresh timeout');
  });

  it('given a failed refresh then the server message is preferred over "Session expired"', () => {
    expect(sessionExpired('Refresh token revoked').message).to.equal('Refresh token revoked');
    expect(sessionExpired('').message).to.equal('Session expired');
    expect(sessionExpired().message).to.equal('Session expired');
  });
});
