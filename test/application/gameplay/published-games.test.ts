import { expect } from 'chai';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { PUBLISHED_GAME_MEMO_MS, PublishedGames } from '../../../application/gameplay/published-games';
import type { Cache } from '../../../application/ports/cache.port';
import type { GameRepository, PublishedGame } from '../../../application/ports/game.repository';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { FakeClock } from '../../support/fake-clock';
import { inMemoryGameplayStores } from '../../support/fakes/in-memory-gameplay-stores';
import { RecordingLogger } from '../../support/fakes/recording-logger';

// The published games each process keeps (application/gameplay/published-games.ts): read from the store
// once, forgotten by every process when a manager changes any game, and never kept past a change.

const DATE = '2026-03-01';

/** The store, counting its reads; `hold` makes the next read wait until the test lets it go. */
class CountingGames implements Pick<GameRepository, 'findPublished'> {
  reads = 0;
  private held: Promise<void> | null = null;

  constructor(private readonly store: GameRepository) {}

  async findPublished(gameDate: string): Promise<PublishedGame | null> {
    this.reads++;
    const game = await this.store.findPublished(gameDate);
    await this.held;
    return game;
  }

  hold(): () => void {
    let release = () => {};
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }
}

/** Lets the cache deliver what was published (MemoryCache delivers on a later tick, as over a network). */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

function processes() {
  const clock = new FakeClock(`${DATE}T09:00:00Z`);
  const stores = inMemoryGameplayStores();
  // One shared cache stands for Redis: both processes hear its channel.
  const shared = new MemoryCache(clock);
  const processOn = (cache: Cache) => {
    const games = new CountingGames(stores.games);
    const logger = new RecordingLogger();
    return {
      games,
      logger,
      kept: new PublishedGames(games as unknown as GameRepository, cache, clock, logger),
    };
  };
  return {
    clock,
    stores,
    a: processOn(shared),
    b: processOn(shared),
    publish: (words: string[]) =>
      stores.games.publish(aPublishedGame().on(DATE).withCategory(0, { words }).toPublish()),
    processOn,
  };
}

const wordsOf = (game: PublishedGame | null) => game?.categories[0]?.words;

describe('Application | Gameplay | The published games a process keeps', () => {
  it('given a game read once, then the next reads of that date do not go to the store', async () => {
    const { a, publish } = processes();
    await publish(['apple', 'pear', 'plum']);

    for (let i = 0; i < 5; i++) expect(wordsOf(await a.kept.findPublished(DATE))).to.include('pear');

    expect(a.games.reads).to.equal(1);
  });

  it('given a change forgotten in this process, then its next read finds the change at once', async () => {
    const { a, stores, publish } = processes();
    await publish(['apple', 'pear', 'plum']);
    await a.kept.findPublished(DATE);

    await stores.games.publish(
      aPublishedGame()
        .on(DATE)
        .withCategory(0, { words: ['kiwi', 'lime', 'date'] })
        .toPublish(),
    );
    await a.kept.forget();

    expect(wordsOf(await a.kept.findPublished(DATE))).to.deep.equal(['kiwi', 'lime', 'date']);
  });

  it('given a change forgotten in another process, then this process reads the store again once it hears of it', async () => {
    const { a, b, stores, publish } = processes();
    await publish(['apple', 'pear', 'plum']);
    await a.kept.findPublished(DATE);
    await b.kept.findPublished(DATE);

    // The manager's change is committed on A, which then forgets.
    await stores.games.publish(
      aPublishedGame()
        .on(DATE)
        .withCategory(0, { words: ['kiwi', 'lime', 'date'] })
        .toPublish(),
    );
    await a.kept.forget();
    await delivered();

    expect(wordsOf(await b.kept.findPublished(DATE))).to.deep.equal(['kiwi', 'lime', 'date']);
    expect(b.games.reads).to.equal(2);
  });

  it('given a read under way when a change is forgotten, then what it read is answered but not kept', async () => {
    const { a, stores, publish } = processes();
    await publish(['apple', 'pear', 'plum']);
    const release = a.games.hold();
    const early = a.kept.findPublished(DATE);

    await stores.games.publish(
      aPublishedGame()
        .on(DATE)
        .withCategory(0, { words: ['kiwi', 'lime', 'date'] })
        .toPublish(),
    );
    await a.kept.forget();
    release();

    expect(wordsOf(await early)).to.be.an('array');
    expect(wordsOf(await a.kept.findPublished(DATE))).to.deep.equal(['kiwi', 'lime', 'date']);
  });

  it('given no game on the date, then that is kept too, until a game published there is forgotten', async () => {
    const { a, publish } = processes();
    expect(await a.kept.findPublished(DATE)).to.equal(null);
    expect(await a.kept.findPublished(DATE)).to.equal(null);
    expect(a.games.reads).to.equal(1);

    await publish(['apple', 'pear', 'plum']);
    await a.kept.forget();

    expect(wordsOf(await a.kept.findPublished(DATE))).to.include('pear');
  });

  it('given a game kept for PUBLISHED_GAME_MEMO_MS, then the store is read again: a missed change lasts no longer', async () => {
    const { a, clock, publish } = processes();
    await publish(['apple', 'pear', 'plum']);
    await a.kept.findPublished(DATE);

    clock.advance(PUBLISHED_GAME_MEMO_MS - 1);
    await a.kept.findPublished(DATE);
    expect(a.games.reads).to.equal(1);
    clock.advance(1);
    await a.kept.findPublished(DATE);

    expect(a.games.reads).to.equal(2);
  });

  it('given a cache whose channel cannot be subscribed, then nothing is kept and every read goes to the store', async () => {
    const { processOn, clock, publish } = processes();
    const deaf = new MemoryCache(clock);
    deaf.subscribe = () => Promise.reject(new Error('redis is away'));
    const c = processOn(deaf);
    await publish(['apple', 'pear', 'plum']);

    for (let i = 0; i < 3; i++) expect(wordsOf(await c.kept.findPublished(DATE))).to.include('pear');

    expect(c.games.reads).to.equal(3);
    expect(c.logger.entries.map((entry) => entry.message)).to.deep.equal([
      'published games: not kept, no channel',
    ]);
  });
});
