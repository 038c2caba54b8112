import { parseArgs } from 'node:util';
import * as E from 'fp-ts/Either';
import { COMMAND_LINE } from '../../application/audit/actor';
import { RecalculateScoreboards } from '../../application/scores/recalculate-scoreboards.use-case';
import type { RebuildEvent } from '../../application/standings/rebuild-standings.use-case';
import { runCli, withInstanceForCli } from './open-instance';

// `npm run standings:rebuild [-- --instance fi]`: recomputes every standing from the scores and decides
// every podium again, printing progress. It is
// the control panel's recalculation job: while one runs (from either), the other is refused. With the embedded database, stop the server first.

const describe = (event: RebuildEvent): string => {
  switch (event.type) {
    case 'start':
      return `Rebuilding the standings of ${event.totalPlayers} players...`;
    case 'progress':
      return event.phase === 'standings'
        ? `  standings: ${event.done}/${event.total}`
        : `  podiums: ${event.done} dates decided`;
    case 'complete':
      return `Done in ${(event.durationMs / 1000).toFixed(1)} s: ${event.players} players, ${event.removed} stale standings removed, ${event.podiumDates} podiums.`;
    case 'error':
      return `Rebuild failed: ${event.message}`;
  }
};

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { instance: { type: 'string' } } });
  return withInstanceForCli(values.instance, async (opened) => {
    // The same job as the control panel's button: never two at once, whoever starts them.
    const started = await opened.container.get(RecalculateScoreboards).start(COMMAND_LINE, (event) => {
      (event.type === 'error' ? process.stderr : process.stdout).write(`${describe(event)}\n`);
    });
    if (E.isLeft(started)) {
      process.stderr.write(`${started.left.message} (${JSON.stringify(started.left.details)})\n`);
      return 1;
    }
    return (await started.right.finished) === 'complete' ? 0 : 1;
  });
}

runCli(main);
