import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { ImportGames } from '../../../application/games/import-games.use-case';
import type { PublishedGame } from '../../../application/ports/game.repository';
import { leftOf, rightOf } from '../../support/either';
import { useSqlDatabase } from '../../support/sql-database';
import {
  aPuzzle,
  EDITOR,
  later,
  manageGamesFixture,
  TODAY,
  type ManageGamesFixture,
} from './manage-games-fixture';

// Players read the day's game through what the process keeps (PublishedGames); every change a manager
// makes must reach them at once, in this process by `forget` (and in the others over the cache's channel,
// test/integration/games/published-game-across-processes.test.ts).

describe('Application | Games | A manager’s change reaches the game players are served', () => {
  const database = useSqlDatabase();
  let games: ManageGamesFixture;

  beforeEach(() => {
    games = manageGamesFixture(database());
  });

  const create = async (date: string, tag: string, publish = false) =>
    rightOf(await games.save.create({ date, categories: aPuzzle(tag), publish }, EDITOR));
  /** The game players get for the date, read twice: the second read is the kept one. */
  const served = async (date: string): Promise<E.Either<{ code: string }, PublishedGame>> => {
    await games.calendar.playable(date);
    return games.calendar.playable(date);
  };
  const wordsServed = async (date: string) => rightOf(await served(date)).categories[0]!.words;

  it("given today's game served, when its words are edited, then the new words are served", async () => {
    const game = await create(TODAY, 'vanha', true);
    expect(await wordsServed(TODAY)).to.deep.equal(aPuzzle('vanha')[0]!.words);

    rightOf(await games.save.updateWords(game._id, { categories: aPuzzle('uusi'), version: 1 }, EDITOR));

    expect(await wordsServed(TODAY)).to.deep.equal(aPuzzle('uusi')[0]!.words);
  });

  it("given today's game served, when it is deleted, then there is no game today", async () => {
    const game = await create(TODAY, 'poisto', true);
    rightOf(await served(TODAY));

    rightOf(await games.remove.execute(game._id, 1, EDITOR));

    expect(leftOf(await served(TODAY)).code).to.equal('GAME_NOT_FOUND');
  });

  it('given no game today, when one is created published, then it is served', async () => {
    expect(leftOf(await served(TODAY)).code).to.equal('GAME_NOT_FOUND');

    await create(TODAY, 'uusi', true);

    expect(await wordsServed(TODAY)).to.deep.equal(aPuzzle('uusi')[0]!.words);
  });

  it("given today's draft, when it is published, then it is served", async () => {
    const draft = await create(TODAY, 'luonnos');
    expect(leftOf(await served(TODAY)).code).to.equal('GAME_NOT_FOUND');

    rightOf(await games.publishing.publish(draft._id, 1, EDITOR));

    expect(await wordsServed(TODAY)).to.deep.equal(aPuzzle('luonnos')[0]!.words);
  });

  it("given today's game served, when an earlier day's game is published, then today's number counts it", async () => {
    await create(TODAY, 'tanaan', true);
    expect(rightOf(await served(TODAY)).sequenceNumber).to.equal(1);

    await create(later(-1), 'eilen', true);

    expect(rightOf(await served(TODAY)).sequenceNumber).to.equal(2);
  });

  it("given today's game served, when an import replaces it, then the imported words are served", async () => {
    await create(TODAY, 'ennen', true);
    rightOf(await served(TODAY));
    const importGames = new ImportGames(
      database(),
      new PostgresGameRepository(database(), games.random),
      games.random,
      games.audit,
      games.publishedGames,
    );
    const categories = aPuzzle('tuotu').map((category, i) => ({
      ...category,
      color: '#f2c14e',
      position: i,
    }));

    rightOf(await importGames.execute({ games: [{ date: TODAY, categories }] }));

    expect(await wordsServed(TODAY)).to.deep.equal(aPuzzle('tuotu')[0]!.words);
  });
});
