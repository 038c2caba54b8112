import { parseArgs } from 'node:util';
import { PruneExpiredData } from '../../application/maintenance/prune-expired-data.use-case';
import type { PrunedData } from '../../application/ports/expired-data.repository';
import { refuseOpenEmbeddedDatabases } from './embedded-database-guard';
import { cliConfig, runCli } from './cli-config';
import { withInstanceForCli } from './open-instance';

// `npm run data:prune [-- --instance fi]`: the daily pruning by hand, for every instance or the one named.
// Harmless to repeat, and alongside the servers' own daily run. With the embedded database, stop the server
// first (it refuses to start otherwise).

const describe = (slug: string, pruned: PrunedData): string =>
  `${slug}: removed ${pruned.refreshTokens} refresh tokens, ${pruned.sessions} ended sessions, ` +
  `${pruned.verificationLinks} verification links, ${pruned.passwordResetLinks} password reset links, ` +
  `${pruned.guestScores} scores and ${pruned.guestNewsReads} news reads of idle guests; anonymised ` +
  `${pruned.guestGamesAnonymised} games and ${pruned.guestReviewsAnonymised} reviews of idle guests.`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { instance: { type: 'string' } } });
  const config = cliConfig();
  const slugs = values.instance ? [values.instance] : config.instances.map((instance) => instance.slug);
  if (!config.databaseUrl) await refuseOpenEmbeddedDatabases(config.dataDir, slugs);
  for (const slug of slugs) {
    await withInstanceForCli(slug, async (opened) => {
      const pruned = await opened.container.get(PruneExpiredData).execute();
      process.stdout.write(`${describe(opened.slug, pruned)}\n`);
      return 0;
    });
  }
  return 0;
}

runCli(main);
