import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { isLocked } from '../../domain/puzzles/game-schedule';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { PublishedGames } from '../gameplay/published-games';
import { MANAGED_GAME_REPOSITORY, type ManagedGameRepository } from '../ports/managed-game.repository';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { auditSnapshot } from './game-audit';
import { gameLocked, gameVersionConflict, managedGameNotFound } from './game-management-errors';

/** Deletes a game nobody has played on its day; the audit keeps what it was. */
@injectable()
export class DeleteGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(PublishedGames) private readonly published: PublishedGames,
  ) {}

  execute(
    id: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<E.Either<AppError, { message: string }>> {
    const deleted = runEither(this.unitOfWork, async () => {
      const game = await this.games.lock(id);
      if (!game) return E.left(managedGameNotFound());
      if (version !== undefined && version !== game.version) return E.left(gameVersionConflict(game.version));
      const played = ((await this.games.playerCounts([game.date])).get(game.date) ?? 0) > 0;
      if (isLocked({ date: game.date, played }, this.calendar.today())) return E.left(gameLocked());
      await this.games.delete(id);
      await this.audit.record({
        actor,
        action: 'game.delete',
        entity: 'game',
        entityId: id,
        before: auditSnapshot(game),
        after: null,
      });
      return E.right({ message: 'Game deleted' });
    });
    return this.published.afterChange(deleted);
  }
}
