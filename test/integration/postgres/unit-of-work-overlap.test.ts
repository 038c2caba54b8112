import { expect } from 'chai';
import { pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';
import { useSqlDatabase } from '../../support/sql-database';

// KnexDatabase carries each unit of work's transaction in AsyncLocalStorage, and disables that storage
// (whose promise hooks slow every promise of the process) when the last unit under way ends. Units that
// overlap must keep their own transactions however they end: one ending must not switch off another's.

/** A promise and the function that resolves it: lets a test hold a unit of work at a chosen point. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('Integration | PostgreSQL | Units of work that overlap', function () {
  this.timeout(30_000);
  before(async function () {
    // PGlite has one connection: a second unit waits for the first, so they never overlap there.
    if ((await testDatabase()).engine !== 'postgres') pendingWithoutInfrastructure(this, 'PostgreSQL server');
  });
  const database = useSqlDatabase();
  const rows = async () => (await database().knex('notes').orderBy('text').pluck('text')) as string[];

  beforeEach(async () => {
    await database().knex.raw('create table if not exists notes (text text primary key)');
    await database().knex('notes').delete();
  });

  it('given a unit that ends while another is under way, then the other still writes and rolls back in its own transaction', async () => {
    const db = database();
    const secondInside = gate();
    const firstEnded = gate();
    const first = db.run(async () => {
      await db.db()('notes').insert({ text: 'first' });
      await secondInside.opened;
    });
    const second = db
      .run(async () => {
        await db.db()('notes').insert({ text: 'second-before' });
        secondInside.open();
        await firstEnded.opened;
        await db.db()('notes').insert({ text: 'second-after' });
        // Its own uncommitted rows are visible to it: it still queries inside its transaction.
        expect(await db.db()('notes').whereLike('text', 'second%').pluck('text')).to.have.length(2);
        throw new Error('second changes its mind');
      })
      .catch((error: Error) => error.message);

    await first;
    firstEnded.open();

    expect(await second).to.equal('second changes its mind');
    expect(await rows()).to.deep.equal(['first']);
  });

  it('given every unit ended, then outside one the database is used directly, and a new unit has its own transaction again', async () => {
    const db = database();
    await db.run(async () => {
      await db.db()('notes').insert({ text: 'committed' });
    });

    expect(db.db()).to.equal(db.knex);
    const rolledBack = await db
      .run(async () => {
        await db.db()('notes').insert({ text: 'rolled back' });
        throw new Error('no');
      })
      .catch(() => 'rolled back');

    expect(rolledBack).to.equal('rolled back');
    expect(await rows()).to.deep.equal(['committed']);
  });
});
