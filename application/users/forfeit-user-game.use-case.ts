import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GameResult } from '../../contracts/game.codec';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { EndGame } from '../gameplay/end-game.use-case';
import { MANAGED_GAME_REPOSITORY, type ManagedGameRepository } from '../ports/managed-game.repository';
import { MANAGED_USER_REPOSITORY, type ManagedUserRepository } from '../ports/managed-user.repository';
import { userPlayer } from '../ports/player';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { noRunningGame, userNotFound } from './user-administration-errors';

/**
 * POST /manage/users/{id}/games/{gameId}/forfeit: ends a player's running game as their own forfeit would
 * (score 0, standings and streak updated in the same transaction). A game already over answers its result.
 */
@injectable()
export class ForfeitUserGame {
  constructor(
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(EndGame) private readonly endGame: EndGame,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute(userId: string, gameId: string, actor: Actor): Promise<E.Either<AppError, GameResult>> {
    const user = await this.users.find(userId);
    if (!user) return E.left(userNotFound());
    const game = await this.games.find(gameId);
    if (!game) return E.left(noRunningGame());
    // The game's own transaction becomes part of this one, so the forfeit and its audit record land together.
    return runEither(this.unitOfWork, async () => {
      const result = await this.endGame.forfeit(userPlayer(user.id), game.date);
      if (E.isLeft(result))
        return E.left(result.left.code === 'NO_ACTIVE_GAME' ? noRunningGame() : result.left);
      await this.audit.record({
        actor,
        action: 'user.game.forfeit',
        entity: 'user',
        entityId: user.id,
        before: { date: game.date },
        after: { date: game.date, gameStatus: result.right.gameStatus, score: result.right.score },
      });
      return result;
    });
  }
}
