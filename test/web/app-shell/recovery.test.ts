import { expect } from 'chai';
import { ApiError } from '../../../web/src/lib/api';
import { failureKind, firstStep, MAX_AUTO_RELOADS } from '../../../web/src/components/errors/recovery';

describe('Web | Recovery page | what it tries first (spec 4)', () => {
  it('given an expired sign-in, then it is an auth failure and the sign-in is renewed once, then the player asks', () => {
    const kind = failureKind(new ApiError({ status: 401, code: 'TOKEN_EXPIRED', message: 'expired' }));
    expect(kind).to.equal('auth');
    expect(firstStep(kind, 0, false)).to.deep.equal({ kind: 'renewSignIn' });
    expect(firstStep(kind, 0, true)).to.deep.equal({ kind: 'ask' });
  });

  it('given no answer from the server or code that could not be fetched, then it is a network failure', () => {
    expect(failureKind(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).to.equal('network');
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/game-page-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module',
      'Load failed',
    ]) {
      expect(failureKind(new TypeError(message)), message).to.equal('network');
    }
  });

  it('given a network failure, then it reloads, counting 1 to 3, and after the third it asks', () => {
    expect([0, 1, 2].map((reloads) => firstStep('network', reloads, false))).to.deep.equal([
      { kind: 'reloadSoon', attempt: 1 },
      { kind: 'reloadSoon', attempt: 2 },
      { kind: 'reloadSoon', attempt: 3 },
    ]);
    expect(firstStep('network', MAX_AUTO_RELOADS, false)).to.deep.equal({ kind: 'ask' });
    // Storage that cannot count the reloads must not reload in a loop.
    expect(firstStep('network', Number.POSITIVE_INFINITY, false)).to.deep.equal({ kind: 'ask' });
  });

  it('given any other failure (a refusal, a defect), then nothing happens by itself: the player asks', () => {
    expect(failureKind(new ApiError({ status: 500, message: 'x' }))).to.equal('other');
    expect(failureKind(new ApiError({ status: 403, message: 'x' }))).to.equal('other');
    expect(failureKind(new Error('Cannot read properties of undefined'))).to.equal('other');
    expect(failureKind('thrown text')).to.equal('other');
    expect(firstStep('other', 0, false)).to.deep.equal({ kind: 'ask' });
  });
});
