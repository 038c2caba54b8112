import { expect } from 'chai';
import { StoreUnavailable } from '../../../application/errors/store-unavailable';
import { connectionTrouble, markNeverSent } from '../../../adapters/postgres/connection-loss';
import {
  retryLostConnection,
  retryLostRaces,
  TRANSACTION_RETRY,
  type RetryClock,
} from '../../../adapters/postgres/transaction-retry';
import { rejectionOf } from '../../support/rejection';

// A PostgreSQL restart ends sessions (57P01), refuses connections and answers 57P03 while starting: the
// work was not wrong, its connection was. What is safe to repeat runs once more on a fresh connection;
// what is not, or fails again, is StoreUnavailable (503 with Retry-After), never a driver error (500).

const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const terminated = () => new Error('select * from "games" - Connection terminated unexpectedly');
const acquireTimeout = () =>
  Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
    name: 'KnexTimeoutError',
  });

/** Runs `outcomes` in turn (an Error is thrown), counting the runs. */
function fakeWork(...outcomes: (Error | string)[]) {
  let runs = 0;
  return {
    get runs() {
      return runs;
    },
    run: async (): Promise<string> => {
      const outcome = outcomes[Math.min(runs, outcomes.length - 1)]!;
      runs++;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
}

function fakeClock(): RetryClock & { waits: number[] } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms), random: () => 0.5 };
}

describe('Adapters | PostgreSQL | A lost connection', () => {
  it('given the failures of a restart or a cut network, then each is the connection lost, and a pool timeout is told apart', () => {
    for (const error of [
      pgError('57P01'),
      pgError('57P02'),
      pgError('57P03'),
      pgError('08006'),
      pgError('08P01'),
      refused(),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      terminated(),
      Object.assign(new AggregateError([refused(), refused()]), { code: undefined }),
    ])
      expect(connectionTrouble(error), error.message).to.equal('lost');
    expect(connectionTrouble(acquireTimeout())).to.equal('timed-out');
    // Nor is a StoreUnavailable already judged, though its words quote the lost connection's.
    const judged = new StoreUnavailable('database', terminated());
    for (const other of [
      pgError('23505'),
      pgError('40P01'),
      pgError('42P01'),
      new Error('bug'),
      null,
      judged,
    ])
      expect(connectionTrouble(other)).to.equal(null);
  });

  it('given a transaction whose connection was lost, then it runs once more after a short wait and its answer is returned', async () => {
    const work = fakeWork(pgError('57P01'), 'tallennettu');
    const clock = fakeClock();
    expect(await retryLostRaces(work.run, TRANSACTION_RETRY, clock)).to.equal('tallennettu');
    expect(work.runs).to.equal(2);
    expect(clock.waits).to.deep.equal([300]);
  });

  it('given a transaction that loses its connection twice, or finds no connection in the pool, then it fails as StoreUnavailable', async () => {
    const twice = fakeWork(refused(), pgError('57P03'));
    expect(await rejectionOf(retryLostRaces(twice.run, TRANSACTION_RETRY, fakeClock()))).to.be.instanceOf(
      StoreUnavailable,
    );
    expect(twice.runs).to.equal(2);
    // The pool has already waited its acquire timeout: another wait as long would be a hang.
    const timedOut = fakeWork(acquireTimeout());
    expect(await rejectionOf(retryLostRaces(timedOut.run, TRANSACTION_RETRY, fakeClock()))).to.be.instanceOf(
      StoreUnavailable,
    );
    expect(timedOut.runs).to.equal(1);
  });

  it('given a transaction that may have committed (StoreUnavailable of its own), then it is never run again', async () => {
    const work = fakeWork(new StoreUnavailable('database', terminated()), 'again');
    expect(await rejectionOf(retryLostRaces(work.run, TRANSACTION_RETRY, fakeClock()))).to.be.instanceOf(
      StoreUnavailable,
    );
    expect(work.runs).to.equal(1);
  });

  it('given a read whose connection was lost, then it runs once more; lost again, it fails as StoreUnavailable', async () => {
    const read = fakeWork(terminated(), 'rivit');
    expect(await retryLostConnection(read.run, true, TRANSACTION_RETRY, fakeClock())).to.equal('rivit');
    expect(read.runs).to.equal(2);
    const failing = fakeWork(terminated(), refused());
    const failure = await rejectionOf(retryLostConnection(failing.run, true, TRANSACTION_RETRY, fakeClock()));
    expect(failure).to.be.instanceOf(StoreUnavailable);
    expect(failing.runs).to.equal(2);
  });

  it('given a write whose connection broke under it, then it is not run again (it may have been applied) but fails as StoreUnavailable', async () => {
    const write = fakeWork(pgError('57P01'), 'twice');
    const failure = await rejectionOf(retryLostConnection(write.run, false, TRANSACTION_RETRY, fakeClock()));
    expect(failure).to.be.instanceOf(StoreUnavailable);
    expect(write.runs).to.equal(1);
  });

  it('given a write that never got a connection, then it runs once more: the server never saw it', async () => {
    const unsent = refused();
    markNeverSent(unsent);
    const write = fakeWork(unsent, 'kirjoitettu');
    expect(await retryLostConnection(write.run, false, TRANSACTION_RETRY, fakeClock())).to.equal(
      'kirjoitettu',
    );
    expect(write.runs).to.equal(2);
  });

  it('given any other failure of a statement, then it passes on at once, as it is', async () => {
    const bug = new Error('bug');
    const statement = fakeWork(bug);
    expect(
      await rejectionOf(retryLostConnection(statement.run, true, TRANSACTION_RETRY, fakeClock())),
    ).to.equal(bug);
    expect(statement.runs).to.equal(1);
  });
});
