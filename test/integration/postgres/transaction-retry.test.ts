import { expect } from 'chai';
import { recipientKey } from '../../../application/accounts/one-time-link-mailer';
import { StoreContention } from '../../../application/errors/store-contention';
import { ACCOUNT_MAIL_LIMITS, type AccountMailLimits } from '../../../application/ports/rate-limiter.port';
import { KNEX_DATABASE, type KnexDatabase } from '../../../adapters/postgres/knex-database';
import { PASSWORD, useAuthServer } from '../../support/auth-server';
import { pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';
import { lastLinkToken } from '../../support/outbox';
import { rejectionOf } from '../../support/rejection';
import { useSqlDatabase } from '../../support/sql-database';

// Requests racing on the same rows, each a transaction of its own on a pool of PostgreSQL connections:
// a deadlock or a serialization failure is retried by the unit of work, so the caller sees the outcome of
// the race (one wins, the others are told why not), never a 500 "deadlock detected".

describe('Integration | PostgreSQL | Transactions retried after a deadlock', function () {
  this.timeout(60_000);
  before(async function () {
    if ((await testDatabase()).engine !== 'postgres') pendingWithoutInfrastructure(this, 'PostgreSQL server');
  });
  const auth = useAuthServer();
  const db = () => auth.server.containers.get('fi')!.get<KnexDatabase>(KNEX_DATABASE).knex;

  /** What hours between the registrations would do: the address may be mailed a verification again. */
  const mailLimitsForgotten = async (email: string) => {
    const limits = auth.server.containers.get('fi')!.get<AccountMailLimits>(ACCOUNT_MAIL_LIMITS);
    await limits.verificationPerRecipient.reset(recipientKey(email));
    await limits.perRecipient.reset(recipientKey(email));
  };

  /** Six accounts naming one unverified address, and the verification link each was mailed. */
  const sixClaims = async (): Promise<{ email: string; tokens: string[] }> => {
    const email = `${auth.uniqueName('jaettu')}@example.org`;
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      await mailLimitsForgotten(email);
      const username = auth.uniqueName('vahvistaja');
      const registered = await auth.api.post('/auth/register', { username, password: PASSWORD, email });
      expect(registered.status, JSON.stringify(registered.body)).to.equal(201);
      tokens.push(await lastLinkToken(auth.server.config.dataDir, 'fi', email));
    }
    expect(new Set(tokens).size).to.equal(6);
    return { email, tokens };
  };

  // Verifying an address takes it from the other accounts that name it, row by row: six verifications at
  // once lock each other's rows in different orders. The race is not lost every time, so several rounds.
  it('given six players verifying one address at once, round after round, then one is verified and none answers 5xx', async () => {
    for (let round = 0; round < 5; round++) {
      const { email, tokens } = await sixClaims();
      const answers = await Promise.all(
        tokens.map((token) => auth.api.post('/auth/verify-email', { token })),
      );

      for (const answer of answers) {
        expect(answer.status, `round ${round}: ${JSON.stringify(answer.body)}`).to.be.within(200, 499);
      }
      expect(answers.filter((answer) => answer.status === 200)).to.have.length(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.body.code).to.equal('INVALID_OR_EXPIRED_LINK');
      }
      const holders = await db()('users').whereRaw('lower(email) = lower(?)', [email]);
      expect(holders.map((row) => row.email_verified)).to.deep.equal([true]);
    }
  });
});

/** A promise and the function that fulfils it: the two transactions below wait for each other's step. */
function signal(): { reached: Promise<void>; reach(): void } {
  let reach = () => {};
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reached, reach };
}

describe('Integration | PostgreSQL | The unit of work retries a transaction that lost a race', function () {
  this.timeout(30_000);
  before(async function () {
    if ((await testDatabase()).engine !== 'postgres') pendingWithoutInfrastructure(this, 'PostgreSQL server');
  });
  const database = useSqlDatabase();
  const db = () => database().db();

  before(async () => {
    await database().knex.raw(
      'create table if not exists race_probe (id int primary key, runs int not null)',
    );
  });
  beforeEach(async () => {
    await database()
      .knex('race_probe')
      .insert([
        { id: 1, runs: 0 },
        { id: 2, runs: 0 },
      ]);
  });

  const bump = (id: number) => db()('race_probe').where({ id }).increment('runs', 1);

  it('given two transactions locking two rows in opposite orders (a certain deadlock), then both commit', async () => {
    const [firstHasOne, secondHasTwo] = [signal(), signal()];
    let runs = 0;
    const crosswise = (mine: number, theirs: number, have: ReturnType<typeof signal>, wait: Promise<void>) =>
      database().run(async () => {
        runs++;
        await bump(mine);
        have.reach();
        await wait;
        await bump(theirs);
        return mine;
      });

    const outcomes = await Promise.allSettled([
      crosswise(1, 2, firstHasOne, secondHasTwo.reached),
      crosswise(2, 1, secondHasTwo, firstHasOne.reached),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).to.deep.equal(['fulfilled', 'fulfilled']);
    // PostgreSQL broke the cycle by aborting one of them, which ran again and then committed.
    expect(runs).to.equal(3);
    const rows = await database().knex('race_probe').orderBy('id').select('runs');
    expect(rows).to.deep.equal([{ runs: 2 }, { runs: 2 }]);
  });

  it('given work that deadlocks every time, then it runs 3 times, rolled back each time, and fails as StoreContention', async () => {
    let runs = 0;
    const failure = await rejectionOf(
      database().run(async () => {
        runs++;
        await bump(1);
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }),
    );
    expect(failure).to.be.instanceOf(StoreContention);
    expect(runs).to.equal(3);
    expect((await database().knex('race_probe').where({ id: 1 }).first('runs')).runs).to.equal(0);
  });

  it('given two requests creating the same row at once, then the one refused by the unique key runs again and finds it', async () => {
    const [firstInserted, secondLooked] = [signal(), signal()];
    const runs = { first: 0, second: 0 };
    const findOrCreate = (
      who: 'first' | 'second',
      steps: { afterLook?(): void; beforeCommit?(): Promise<void> },
    ) =>
      database().run(async () => {
        runs[who]++;
        const found = await db()('race_probe').where({ id: 3 }).first('runs');
        steps.afterLook?.();
        if (found) return 'found';
        await db()('race_probe').insert({ id: 3, runs: 0 });
        await steps.beforeCommit?.();
        return 'created';
      });

    // The first inserts and commits only once the second has looked and found nothing: the second's
    // insert then meets the first's row at the unique key.
    const first = findOrCreate('first', {
      beforeCommit: async () => {
        firstInserted.reach();
        await secondLooked.reached;
      },
    });
    await firstInserted.reached;
    const second = findOrCreate('second', { afterLook: secondLooked.reach });

    expect(await Promise.all([first, second])).to.deep.equal(['created', 'found']);
    expect(runs).to.deep.equal({ first: 1, second: 2 });
  });

  it('given a savepoint inside a transaction, then the retry is the whole transaction, never the savepoint alone', async () => {
    let outerRuns = 0;
    let innerRuns = 0;
    const failure = await rejectionOf(
      database().run(async () => {
        outerRuns++;
        await database().run(async () => {
          innerRuns++;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        });
      }),
    );
    expect(failure).to.be.instanceOf(StoreContention);
    expect([outerRuns, innerRuns]).to.deep.equal([3, 3]);
  });
});
