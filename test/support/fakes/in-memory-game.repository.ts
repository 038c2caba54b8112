import type {
  GameRepository,
  GameToPublish,
  PublishedGame,
  PublishOutcome,
} from '../../../application/ports/game.repository';
import type { RandomSource } from '../../../application/ports/random-source.port';
import type { Category } from '../../../domain/game/category';
import type { Snapshotting } from './fake-unit-of-work';
import type { InMemoryGameSessionRepository } from './in-memory-game-session.repository';

type StoredGame = Omit<PublishedGame, 'sequenceNumber'>;

/** What makes two versions the same puzzle, as in the adapter: the drawn layout and the author do not count. */
const contentOf = (title: string | null, categories: readonly Category[]) =>
  JSON.stringify([
    title,
    [...categories]
      .sort((a, b) => a.position - b.position)
      .map((c) => [c.position, c.name, c.words, c.extraWord, c.color]),
  ]);

/** Published games by date. Whether a game was played is read from the fake session store, as from the table. */
export class InMemoryGameRepository implements GameRepository, Snapshotting {
  private games = new Map<string, StoredGame>();

  constructor(
    private readonly sessions: InMemoryGameSessionRepository,
    private readonly random: RandomSource,
  ) {}

  async findPublished(gameDate: string): Promise<PublishedGame | null> {
    const game = this.games.get(gameDate);
    if (!game) return null;
    const sequenceNumber = [...this.games.keys()].filter((date) => date <= gameDate).length;
    return { ...structuredClone(game), sequenceNumber };
  }

  async publishedDates(from: string, to: string): Promise<string[]> {
    return [...this.games.keys()]
      .filter((date) => date >= from && date <= to)
      .sort((a, b) => (a < b ? 1 : -1));
  }

  async countGames(): Promise<number> {
    return this.games.size;
  }

  async publish(game: GameToPublish): Promise<PublishOutcome> {
    const existing = this.games.get(game.gameDate);
    if (
      existing &&
      contentOf(existing.title, existing.categories) === contentOf(game.title, game.categories)
    ) {
      return 'unchanged';
    }
    if (existing && this.sessions.all().some((session) => session.gameDate === game.gameDate)) {
      return 'alreadyPlayed';
    }
    this.games.set(game.gameDate, {
      id: this.random.uuid(),
      gameDate: game.gameDate,
      title: game.title,
      gridLayout: structuredClone(game.gridLayout),
      categories: [...structuredClone(game.categories)].sort((a, b) => a.position - b.position),
    });
    return existing ? 'replaced' : 'created';
  }

  snapshot(): unknown {
    return structuredClone(this.games);
  }

  restore(snapshot: unknown): void {
    this.games = structuredClone(snapshot as Map<string, StoredGame>);
  }
}
