import Router from '@koa/router';
import { expect } from 'chai';
import { StoreContention } from '../../../application/errors/store-contention';
import {
  retryDelayMs,
  retryLostRaces,
  TRANSACTION_RETRY,
  type RetryClock,
} from '../../../adapters/postgres/transaction-retry';
import { startHttpApp } from '../../support/http-app-harness';
import { rejectionOf } from '../../support/rejection';

// The unit of work's answer to a transaction that lost a race: run it again, a bounded number of times,
// with a short jittered wait; then give up as StoreContention, which the HTTP edge answers 503.

/** PostgreSQL's error as node-postgres raises it: the SQLSTATE in `code`. */
const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });

/** Something thrown that is no Error at all. */
class Thrown {
  constructor(readonly value: unknown) {}
}

/** Runs `outcomes` in turn (an Error, or a Thrown's value, is thrown), counting the runs. */
function fakeTransaction(...outcomes: (Error | Thrown | string)[]) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async (): Promise<string> => {
      const outcome = outcomes[Math.min(runs, outcomes.length - 1)];
      runs++;
      if (outcome instanceof Error) throw outcome;
      if (outcome instanceof Thrown) throw outcome.value;
      return outcome as string;
    },
  };
}

/** Records the waits instead of waiting; jitter fixed at `random`. */
function fakeClock(random = 0.5): RetryClock & { waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms), random: () => random };
}

describe('Adapters | PostgreSQL | Transactions retried after a lost race', () => {
  it('given a transaction deadlocked twice, then the third run commits and its answer is returned', async () => {
    const transaction = fakeTransaction(pgError('40P01'), pgError('40P01'), 'tallennettu');
    const clock = fakeClock();
    expect(await retryLostRaces(transaction.run, TRANSACTION_RETRY, clock)).to.equal('tallennettu');
    expect(transaction.runs).to.equal(3);
    expect(clock.waits).to.have.length(2);
  });

  it('given a serialization failure, then it is retried like a deadlock', async () => {
    const transaction = fakeTransaction(pgError('40001'), 'tallennettu');
    expect(await retryLostRaces(transaction.run, TRANSACTION_RETRY, fakeClock())).to.equal('tallennettu');
    expect(transaction.runs).to.equal(2);
  });

  it('given a transaction that always deadlocks, then it runs 3 times in all and fails as StoreContention', async () => {
    const deadlock = pgError('40P01');
    const transaction = fakeTransaction(deadlock);
    const clock = fakeClock();
    const failure = await rejectionOf(retryLostRaces(transaction.run, TRANSACTION_RETRY, clock));
    expect(failure).to.be.instanceOf(StoreContention);
    expect((failure as StoreContention).cause).to.equal(deadlock);
    expect(transaction.runs).to.equal(TRANSACTION_RETRY.attempts).and.to.equal(3);
    expect(clock.waits).to.have.length(2);
  });

  it('given the waits, then they are short, grow, and are jittered so that racers do not meet again in step', async () => {
    expect(retryDelayMs(TRANSACTION_RETRY, 1, 0)).to.equal(20);
    expect(retryDelayMs(TRANSACTION_RETRY, 1, 0.999)).to.equal(40);
    expect(retryDelayMs(TRANSACTION_RETRY, 2, 0)).to.equal(40);
    expect(retryDelayMs(TRANSACTION_RETRY, 2, 0.5)).to.equal(60);
    const clock = fakeClock(0.25);
    const transaction = fakeTransaction(pgError('40P01'), pgError('40P01'), 'ok');
    await retryLostRaces(transaction.run, TRANSACTION_RETRY, clock);
    expect(clock.waits).to.deep.equal([25, 50]);
  });

  it('given a unique violation, then the work runs once more (it then finds the row the other request made)', async () => {
    const transaction = fakeTransaction(pgError('23505'), 'löytyi');
    expect(await retryLostRaces(transaction.run, TRANSACTION_RETRY, fakeClock())).to.equal('löytyi');
    expect(transaction.runs).to.equal(2);
  });

  it('given a unique violation twice, then the second passes on as it is: a real conflict, not a race', async () => {
    const second = pgError('23505');
    const transaction = fakeTransaction(pgError('23505'), second);
    expect(await rejectionOf(retryLostRaces(transaction.run, TRANSACTION_RETRY, fakeClock()))).to.equal(
      second,
    );
    expect(transaction.runs).to.equal(2);
  });

  it('given any other failure, then it passes on at once, unretried', async () => {
    for (const failure of [pgError('23503'), pgError('42P01'), new Error('bug'), null]) {
      const transaction = fakeTransaction(failure instanceof Error ? failure : new Thrown(failure));
      expect(await rejectionOf(retryLostRaces(transaction.run, TRANSACTION_RETRY, fakeClock()))).to.equal(
        failure,
      );
      expect(transaction.runs).to.equal(1);
    }
  });

  it('given the retries spent, then the HTTP answer is 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const router = new Router();
    router.post('/busy', async (ctx) => {
      ctx.body = await retryLostRaces(fakeTransaction(pgError('40P01')).run, TRANSACTION_RETRY, fakeClock());
    });
    const app = await startHttpApp([router]);
    try {
      const response = await fetch(`${app.origin}/fi/api/busy`, { method: 'POST' });
      expect(response.status).to.equal(503);
      expect(response.headers.get('retry-after')).to.equal('1');
      expect(await response.json()).to.deep.equal({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is busy, try again in a moment',
        details: { retryAfterSeconds: 1 },
      });
    } finally {
      await app.close();
    }
  });
});
