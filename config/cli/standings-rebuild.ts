import { parseArgs } from 'node:util';
import { RebuildStandings, type RebuildEvent } from '../../application/standings/rebuild-standings.use-case';
import { runCli, withInstanceForCli } from './open-instance';

// `npm run standings:rebuild [-- --instance fi]`: recomputes every standing from the scores and decides
// every podium again, printing progress. With the embedded database, stop the server first.

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
    const last = await opened.container.get(RebuildStandings).run((event) => {
      (event.type === 'error' ? process.stderr : process.stdout).write(`${describe(event)}\n`);
    });
    return last.type === 'complete' ? 0 : 1;
  });
}

runCli(main);
