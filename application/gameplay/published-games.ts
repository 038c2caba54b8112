import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { SECOND_MS } from '../../domain/constants/time.constants';
import { CACHE, type Cache } from '../ports/cache.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GAME_REPOSITORY, type GameRepository, type PublishedGame } from '../ports/game.repository';
import { LOGGER, type Logger } from '../ports/logger.port';

/** The channel every process of an instance hears a committed change to its games on. */
export const GAMES_CHANGED_CHANNEL = 'games:changed';

/**
 * How long a process keeps a game without hearing of a change. The channel tells every change at once;
 * this only bounds what a message lost while the shared cache was away could leave stale.
 */
export const PUBLISHED_GAME_MEMO_MS = 10 * SECOND_MS;
/** After a failed subscription the memo stays off this long before subscribing is tried again. */
const RESUBSCRIBE_AFTER_MS = 5 * SECOND_MS;
/** Today and the previous days players open: far more than are read at once. */
const MAX_DATES = 64;

interface Kept {
  readonly game: PublishedGame | null;
  readonly at: number;
}

/**
 * The published game of a date, kept in this process: when the day turns, everyone reads the same game at
 * once, and it changes only when a manager changes it. Every committed change to any game (create, edit,
 * publish, delete, reorder, import) calls `forget`: this process drops what it keeps at once, and tells the
 * others over the shared cache's channel (Redis when scaled out). A game's number counts the published
 * games before it, so a change drops every date, not only its own. The day's turn needs nothing: entries
 * are by date. A process keeps games only while it is subscribed, so a change it cannot hear is never
 * kept past PUBLISHED_GAME_MEMO_MS.
 */
@injectable()
export class PublishedGames implements Pick<GameRepository, 'findPublished'> {
  private readonly kept = new Map<string, Kept>();
  /** Moves on with every change: a read begun before a change must not keep what it read. */
  private generation = 0;
  private subscribed: Promise<boolean> | null = null;
  private subscribeAgainAt = 0;

  constructor(
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
    @inject(CACHE) private readonly cache: Cache,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async findPublished(gameDate: string): Promise<PublishedGame | null> {
    const now = this.clock.now().getTime();
    const kept = this.kept.get(gameDate);
    if (kept && now >= kept.at && now - kept.at < PUBLISHED_GAME_MEMO_MS) return kept.game;
    const generation = this.generation;
    const listening = await this.listen(now);
    const game = await this.games.findPublished(gameDate);
    if (listening && generation === this.generation) this.keep(gameDate, { game, at: now });
    return game;
  }

  /**
   * After a committed change to the games: every process reads them from the store again. A cache that
   * fails here does not undo the change; the other processes then see it within PUBLISHED_GAME_MEMO_MS.
   */
  async forget(): Promise<void> {
    this.dropAll();
    try {
      await this.cache.publish(GAMES_CHANGED_CHANNEL, 'changed');
    } catch (error) {
      this.logger.warn({ error: (error as Error).message }, 'published games: change not announced');
    }
  }

  /** A change's answer, once it is known: a Right (committed) is forgotten before it is answered. */
  async afterChange<L, R>(change: Promise<E.Either<L, R>>): Promise<E.Either<L, R>> {
    const answer = await change;
    if (E.isRight(answer)) await this.forget();
    return answer;
  }

  private keep(gameDate: string, kept: Kept): void {
    this.kept.delete(gameDate);
    if (this.kept.size >= MAX_DATES) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(gameDate, kept);
  }

  private dropAll(): void {
    this.generation++;
    this.kept.clear();
  }

  /** Subscribes once; while that fails, nothing is kept and it is tried again now and then. */
  private listen(now: number): Promise<boolean> {
    if (this.subscribed) return this.subscribed;
    if (now < this.subscribeAgainAt) return Promise.resolve(false);
    this.subscribed = this.cache
      .subscribe(GAMES_CHANGED_CHANNEL, () => this.dropAll())
      .then(
        () => true,
        (error: unknown) => {
          this.logger.warn({ error: (error as Error).message }, 'published games: not kept, no channel');
          this.subscribed = null;
          this.subscribeAgainAt = this.clock.now().getTime() + RESUBSCRIBE_AFTER_MS;
          return false;
        },
      );
    return this.subscribed;
  }
}
