import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { parseGameImport, type ImportedGame, type ImportProblem } from '../../domain/game/game-import';
import { layoutGrid } from '../../domain/game/grid';
import { COMMAND_LINE, type Actor } from '../audit/actor';
import { AuditTrail } from '../audit/audit-trail';
import { appError, type AppError } from '../errors/app-error';
import { PublishedGames } from '../gameplay/published-games';
import { GAME_REPOSITORY, type GameRepository, type PublishOutcome } from '../ports/game.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { runEither, UNIT_OF_WORK, type UnitOfWork } from '../ports/unit-of-work.port';

export type ImportSummary = Record<Exclude<PublishOutcome, 'alreadyPlayed'>, number>;

const invalidImport = (problems: ImportProblem[]): AppError =>
  appError('IMPORT_INVALID', `Nothing imported: ${problems[0]?.path}: ${problems[0]?.message}`, { problems });

/**
 * Imports published games from the import format, all or nothing, idempotent per date: the same file
 * twice changes nothing (the layout drawn the first time stays). A game somebody already played cannot
 * be replaced: their sessions point into its grid. The command line and the control panel both import
 * through here, so both accept the same file and both leave an audit record.
 */
@injectable()
export class ImportGames {
  constructor(
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(GAME_REPOSITORY) private readonly games: GameRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(PublishedGames) private readonly published: PublishedGames,
  ) {}

  async execute(input: unknown, actor: Actor = COMMAND_LINE): Promise<E.Either<AppError, ImportSummary>> {
    const parsed = parseGameImport(input);
    if (E.isLeft(parsed)) return E.left(invalidImport(parsed.left));
    const imported = runEither(this.unitOfWork, async () => {
      const summary = await this.publishAll(parsed.right, actor);
      if (E.isRight(summary))
        await this.audit.record({
          actor,
          action: 'game.import',
          entity: 'game',
          entityId: null,
          before: null,
          after: { ...summary.right, dates: parsed.right.map((game) => game.date) },
        });
      return summary;
    });
    return this.published.afterChange(imported);
  }

  /** A game that cannot be replaced answers a Left, which rolls back the games published before it. */
  private async publishAll(
    games: readonly ImportedGame[],
    actor: Actor,
  ): Promise<E.Either<AppError, ImportSummary>> {
    const summary: ImportSummary = { created: 0, replaced: 0, unchanged: 0 };
    for (const [index, game] of games.entries()) {
      const words = game.categories.flatMap((category) => category.words);
      const outcome = await this.games.publish({
        gameDate: game.date,
        title: game.title,
        gridLayout: layoutGrid(words, () => this.random.fraction()),
        categories: game.categories.map((category) => ({
          ...category,
          createdBy: actor.id ? actor.username : '',
        })),
        createdBy: actor.id,
      });
      if (outcome === 'alreadyPlayed') {
        return E.left(
          invalidImport([{ path: `games[${index}]`, message: 'has been played and cannot be replaced' }]),
        );
      }
      summary[outcome] += 1;
    }
    return E.right(summary);
  }
}
