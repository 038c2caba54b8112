import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { connectPglite } from '../../../adapters/postgres/knex-connection';
import { migrateToLatest } from '../../../adapters/postgres/migrate';
import { DAY_MS } from '../../../domain/constants/time.constants';
import { embeddedDatabaseDirectory } from '../../../config/embedded-database';
import { runCli } from '../../support/run-cli';

// `npm run data:prune` as an operator runs it on the embedded database (issue 17): the daily pruning by
// hand, refused while another process (a server) has the database open.

describe('Integration | Config | npm run data:prune', function () {
  this.timeout(60_000);
  let dataDir: string;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-prune-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const openDatabase = async (): Promise<Knex> => {
    const db = await connectPglite(embeddedDatabaseDirectory(dataDir, 'fi'), 'wordgame_fi');
    await migrateToLatest(db, 'wordgame_fi');
    return db;
  };

  it('given an expired link and an ended session, then it refuses while the database is open and removes them once it is not', async () => {
    const db = await openDatabase();
    const userId = randomUUID();
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    try {
      await db('users').insert({ id: userId, username: 'komento', password_hash: 'x' });
      await db('one_time_tokens').insert({
        token_hash: 'spent',
        user_id: userId,
        purpose: 'verify_email',
        expires_at: longAgo,
      });
      await db('session_families').insert({ id: randomUUID(), user_id: userId, created_at: longAgo });

      const refused = await runCli('config/cli/data-prune.ts', dataDir);
      expect(refused.code).to.equal(1);
      expect(refused.stderr).to.contain('The embedded database of fi is open');
    } finally {
      await db.destroy();
    }

    const pruned = await runCli('config/cli/data-prune.ts', dataDir);

    expect(pruned.code, pruned.stderr).to.equal(0);
    expect(pruned.stdout).to.equal(
      'fi: removed 0 refresh tokens, 1 ended sessions, 1 verification links, 0 password reset links, ' +
        '0 scores and 0 news reads of idle guests; anonymised 0 games and 0 reviews of idle guests.\n',
    );
    const after = await openDatabase();
    try {
      expect(await after('one_time_tokens')).to.have.length(0);
      expect(await after('session_families')).to.have.length(0);
      expect(await after('users').pluck('username')).to.deep.equal(['komento']);
    } finally {
      await after.destroy();
    }
  });
});
