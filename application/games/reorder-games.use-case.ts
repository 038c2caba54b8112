import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagedGameView } from '../../contracts/manage-games.codec';
import { reorderedDates } from '../../domain/puzzles/game-schedule';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { PublishedGames } from '../gameplay/published-games';
import {
  MANAGED_GAME_REPOSITORY,
  type ManagedGame,
  type ManagedGameRepository,
} from '../ports/managed-game.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { gameLocked, managedGameNotFound, reorderInvalid } from './game-management-errors';
import { ManagedGameViews } from './game-lookup';

/**
 * Reorder (DESIGN 11): the listed games that have not started (dated after today) take the same set of
 * dates in the given order. GET lists the games that can move.
 */
@injectable()
export class ReorderGames {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(ManagedGameViews) private readonly views: ManagedGameViews,
    @inject(PublishedGames) private readonly published: PublishedGames,
  ) {}

  /** Every game after today, published or draft, in date order. */
  async movable(): Promise<ManagedGameView[]> {
    const tomorrowOn = { today: this.calendar.today(), offset: 0, limit: null };
    const upcoming = await this.games.list({ ...tomorrowOn, status: 'upcoming' });
    const drafts = await this.games.list({ ...tomorrowOn, status: 'draft' });
    const games = [...upcoming.games, ...drafts.games.filter((game) => game.date > tomorrowOn.today)];
    return this.views.of(games.sort((a, b) => a.date.localeCompare(b.date)));
  }

  execute(gameIds: readonly string[], actor: Actor): Promise<E.Either<AppError, ManagedGameView[]>> {
    if (gameIds.length < 2) return Promise.resolve(E.left(reorderInvalid('List at least two games')));
    if (new Set(gameIds).size !== gameIds.length)
      return Promise.resolve(E.left(reorderInvalid('A game is listed twice')));
    const reordered = runEither(this.unitOfWork, async () => {
      const games: ManagedGame[] = [];
      for (const id of [...gameIds].sort()) {
        const game = await this.games.lock(id);
        if (!game) return E.left(managedGameNotFound());
        games.push(game);
      }
      const today = this.calendar.today();
      if (games.some((game) => game.date <= today)) return E.left(gameLocked());
      const inNewOrder = gameIds.map((id) => games.find((game) => game.id === id) as ManagedGame);
      const moves = reorderedDates(inNewOrder).filter(
        (move) => move.date !== games.find((game) => game.id === move.id)?.date,
      );
      await this.games.moveDates(moves, actor.id);
      await this.audit.record({
        actor,
        action: 'game.reorder',
        entity: 'game',
        entityId: null,
        before: inNewOrder.map((game) => ({ id: game.id, date: game.date })),
        after: moves,
      });
      // One after another: inside the transaction every statement shares one connection.
      const moved: ManagedGame[] = [];
      for (const id of gameIds) moved.push((await this.games.find(id)) as ManagedGame);
      return E.right(await this.views.of(moved));
    });
    return this.published.afterChange(reordered);
  }
}
