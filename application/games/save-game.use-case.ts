import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type {
  CreateGameRequest,
  ManagedGameView,
  PuzzleCategoryInput,
  UpdateGameRequest,
} from '../../contracts/manage-games.codec';
import { isLocked } from '../../domain/puzzles/game-schedule';
import { carryLayout } from '../../domain/puzzles/layout-carry';
import { draftProblems, puzzleProblems } from '../../domain/puzzles/puzzle-check';
import type { Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { PublishedGames } from '../gameplay/published-games';
import { CATEGORY_BANK_REPOSITORY, type CategoryBankRepository } from '../ports/category-bank.repository';
import {
  MANAGED_GAME_REPOSITORY,
  type GameToStore,
  type ManagedGame,
  type ManagedGameRepository,
} from '../ports/managed-game.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';
import { MarkSuggestionsUsed } from '../suggestions/mark-suggestions-used';
import { auditSnapshot } from './game-audit';
import {
  gameDateTaken,
  gameInvalid,
  gameLocked,
  gameNotPublishable,
  gameVersionConflict,
  managedGameNotFound,
} from './game-management-errors';
import { toManagedGameView } from './managed-game-view';
import { bankIdsOf, toStoredCategories } from './puzzle-slots';

interface Content {
  readonly date: string;
  readonly title: string | null;
  readonly categories: readonly PuzzleCategoryInput[];
}

/**
 * Creating and editing a puzzle (DESIGN 11). A draft may be unfinished but never malformed; a published
 * game is always complete, so an edit cannot break one. An edit carries the version it read: a game saved
 * by somebody else since answers 409, and a game played on its day keeps its words.
 */
@injectable()
export class SaveGame {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(CATEGORY_BANK_REPOSITORY) private readonly bank: CategoryBankRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(MarkSuggestionsUsed) private readonly suggestions: MarkSuggestionsUsed,
    @inject(PublishedGames) private readonly published: PublishedGames,
  ) {}

  create(request: CreateGameRequest, actor: Actor): Promise<E.Either<AppError, ManagedGameView>> {
    const published = request.publish === true;
    const content = { date: request.date, title: request.title ?? null, categories: request.categories };
    const refused = this.refusal(content, published);
    if (refused) return Promise.resolve(E.left(refused));
    const created = runEither(this.unitOfWork, async () => {
      if ((await this.games.lockDate(content.date)).taken) return E.left(gameDateTaken());
      const game = await this.toStore(this.random.uuid(), content, published, null, actor);
      await this.games.insert(game);
      if (published) await this.suggestions.inPublished(game.categories);
      await this.audit.record({
        actor,
        action: published ? 'game.create-published' : 'game.create',
        entity: 'game',
        entityId: game.id,
        before: null,
        after: auditSnapshot(game),
      });
      return E.right(await this.view(game.id));
    });
    return this.published.afterChange(created);
  }

  update(id: string, request: UpdateGameRequest, actor: Actor): Promise<E.Either<AppError, ManagedGameView>> {
    return this.edit(id, request.version, actor, (game) => ({
      date: request.date,
      title: request.title === undefined ? game.title : request.title,
      categories: request.categories,
    }));
  }

  /** PUT /manage/games/{id}/words: the categories only; date and title stay. */
  updateWords(
    id: string,
    request: { categories: PuzzleCategoryInput[]; version: number },
    actor: Actor,
  ): Promise<E.Either<AppError, ManagedGameView>> {
    return this.edit(id, request.version, actor, (game) => ({
      date: game.date,
      title: game.title,
      categories: request.categories,
    }));
  }

  private edit(
    id: string,
    version: number,
    actor: Actor,
    change: (game: ManagedGame) => Content,
  ): Promise<E.Either<AppError, ManagedGameView>> {
    const edited = runEither(this.unitOfWork, async () => {
      const game = await this.games.lock(id);
      if (!game) return E.left(managedGameNotFound());
      if (game.version !== version) return E.left(gameVersionConflict(game.version));
      const content = change(game);
      const refused = this.refusal(content, game.published);
      if (refused) return E.left(refused);
      if (await this.isLocked(game)) return E.left(gameLocked());
      if (content.date !== game.date && (await this.games.lockDate(content.date)).taken) {
        return E.left(gameDateTaken());
      }
      const next = await this.toStore(game.id, content, game.published, game, actor);
      await this.games.update(next);
      if (next.published) await this.suggestions.inPublished(next.categories);
      await this.audit.record({
        actor,
        action: 'game.update',
        entity: 'game',
        entityId: game.id,
        before: auditSnapshot(game),
        after: auditSnapshot(next),
      });
      return E.right(await this.view(game.id));
    });
    return this.published.afterChange(edited);
  }

  private refusal(content: Content, published: boolean): AppError | null {
    const date = this.calendar.parseDate(content.date);
    if (E.isLeft(date)) return date.left;
    const puzzle = { title: content.title, categories: content.categories };
    const problems = published ? puzzleProblems(puzzle) : draftProblems(puzzle);
    if (problems.length === 0) return null;
    return published ? gameNotPublishable(problems) : gameInvalid(problems);
  }

  private async isLocked(game: ManagedGame): Promise<boolean> {
    const played = ((await this.games.playerCounts([game.date])).get(game.date) ?? 0) > 0;
    return isLocked({ date: game.date, played }, this.calendar.today());
  }

  private async toStore(
    id: string,
    content: Content,
    published: boolean,
    previous: ManagedGame | null,
    actor: Actor,
  ): Promise<GameToStore> {
    const bank = await this.bank.findMany(bankIdsOf(content.categories));
    const categories = toStoredCategories(content.categories, bank, previous?.categories ?? [], actor);
    const complete = puzzleProblems({ categories }).length === 0;
    return {
      id,
      date: content.date,
      title: content.title?.trim() || null,
      published,
      gridLayout: complete
        ? carryLayout(previous?.gridLayout ?? null, previous?.categories ?? [], categories, () =>
            this.random.fraction(),
          )
        : null,
      categories,
      actorId: actor.id,
    };
  }

  private async view(id: string): Promise<ManagedGameView> {
    const game = (await this.games.find(id)) as ManagedGame;
    const players = (await this.games.playerCounts([game.date])).get(game.date) ?? 0;
    return toManagedGameView(game, this.calendar.today(), players);
  }
}
