import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ManagedGameView } from '../../contracts/manage-games.codec';
import { canUnpublish } from '../../domain/puzzles/game-schedule';
import { layoutGrid } from '../../domain/game/grid';
import { puzzleProblems } from '../../domain/puzzles/puzzle-check';
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
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MarkSuggestionsUsed } from '../suggestions/mark-suggestions-used';
import { auditSnapshot } from './game-audit';
import {
  gameAlreadyLive,
  gameNotPublishable,
  gameVersionConflict,
  managedGameNotFound,
} from './game-management-errors';
import { ManagedGameViews } from './game-lookup';

/** Publishing makes a finished puzzle playable on its day; unpublishing takes it back before that day. */
@injectable()
export class PublishGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(ManagedGameViews) private readonly views: ManagedGameViews,
    @inject(MarkSuggestionsUsed) private readonly suggestions: MarkSuggestionsUsed,
    @inject(PublishedGames) private readonly published: PublishedGames,
  ) {}

  publish(
    id: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<E.Either<AppError, ManagedGameView>> {
    return this.change(id, version, actor, 'game.publish', (game) => {
      const problems = puzzleProblems(game);
      if (problems.length > 0) return E.left(gameNotPublishable(problems));
      const words = game.categories.flatMap((category) => category.words);
      return E.right({
        ...game,
        published: true,
        gridLayout: game.gridLayout ?? layoutGrid(words, () => this.random.fraction()),
      });
    });
  }

  unpublish(
    id: string,
    version: number | undefined,
    actor: Actor,
  ): Promise<E.Either<AppError, ManagedGameView>> {
    return this.change(id, version, actor, 'game.unpublish', (game) =>
      canUnpublish(game.date, this.calendar.today())
        ? E.right({ ...game, published: false })
        : E.left(gameAlreadyLive()),
    );
  }

  private change(
    id: string,
    version: number | undefined,
    actor: Actor,
    action: string,
    next: (game: ManagedGame) => E.Either<AppError, ManagedGame>,
  ): Promise<E.Either<AppError, ManagedGameView>> {
    const changed = runEither(this.unitOfWork, async () => {
      const game = await this.games.lock(id);
      if (!game) return E.left(managedGameNotFound());
      if (version !== undefined && version !== game.version) return E.left(gameVersionConflict(game.version));
      const changed = next(game);
      if (E.isLeft(changed)) return changed;
      // Publishing what is published (a retried click) changes nothing and records nothing.
      if (changed.right.published === game.published) return E.right(await this.views.one(game));
      const { published, gridLayout, categories } = changed.right;
      await this.games.setPublished(id, published, gridLayout, actor.id);
      if (published) await this.suggestions.inPublished(categories);
      await this.audit.record({
        actor,
        action,
        entity: 'game',
        entityId: game.id,
        before: auditSnapshot(game),
        after: auditSnapshot(changed.right),
      });
      return E.right(await this.views.one((await this.games.find(id)) as ManagedGame));
    });
    return this.published.afterChange(changed);
  }
}
