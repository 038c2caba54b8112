import type * as t from 'io-ts';
import { GAME_REPOSITORY, type GameRepository } from '../../../application/ports/game.repository';
import { daysAgo, TODAY, TOMORROW } from '../game-api';
import type { TestServer } from '../test-server';
import { contractCodecs, fieldNames } from './codec-shapes';
import type { FuzzCaller } from './fuzz-callers';
import type { FuzzSources } from './fuzz-requests';
import { routerQueryNames } from './router-query-names';

// What the fuzz draws from besides chance, all read from the code and the running server rather than
// listed here: the contracts' codecs and field names, the query parameters the routers read, and values
// the server holds (its days, its users, a published game), so that requests reach past the lookups.

export interface FuzzMaterial extends FuzzSources {
  /** The contracts' codecs by name, to find a route's own from the name its refusal gives. */
  readonly codecsByName: ReadonlyMap<string, readonly t.Mixed[]>;
}

export async function fuzzMaterial(
  server: TestServer,
  callers: readonly FuzzCaller[],
): Promise<FuzzMaterial> {
  const codecsByName = await contractCodecs();
  const container = [...server.containers.values()][0];
  const game = await container?.get<GameRepository>(GAME_REPOSITORY).findPublished(TODAY);
  const guestIds = callers.map((caller) => caller.headers()['x-guest-id']);
  const known = [
    TODAY,
    TOMORROW,
    daysAgo(1),
    daysAgo(15),
    game?.id,
    ...guestIds,
    ...callers.map((c) => c.userId),
  ];
  const allFields = [...codecsByName.values()].flat().flatMap((codec) => fieldNames(codec));
  return {
    codecsByName,
    known: known.filter((value): value is string => typeof value === 'string'),
    fieldNames: [...new Set(allFields)].sort(),
    queryNames: await routerQueryNames(),
  };
}
