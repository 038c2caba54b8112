import { inject, injectable } from 'inversify';
import type {
  GameRepository,
  GameToPublish,
  PublishedGame,
  PublishOutcome,
} from '../../application/ports/game.repository';
import type { RandomSource } from '../../application/ports/random-source.port';
import { RANDOM_SOURCE } from '../../application/ports/random-source.port';
import type { Category } from '../../domain/game/category';
import { categoryRows, toCategory, type CategoryRow } from './category-rows';
import { countOf } from './count-of';
import { KNEX_DATABASE, type KnexDatabase } from './knex-database';
import { PUBLISHED, SEQUENCE } from './scoreboard/scoreboard-sql';

/** What makes two versions of a game the same puzzle (the layout is drawn, so it is left out). */
const contentOf = (title: string | null, categories: readonly Category[]) =>
  JSON.stringify([title, categories.map((c) => [c.position, c.name, c.words, c.extraWord, c.color])]);

@injectable()
export class PostgresGameRepository implements GameRepository {
  constructor(
    @inject(KNEX_DATABASE) private readonly database: KnexDatabase,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async findPublished(gameDate: string): Promise<PublishedGame | null> {
    const db = this.database.db();
    const game = await db('games as g')
      .whereRaw(PUBLISHED)
      .where('g.game_date', gameDate)
      .first('g.id', 'g.title', 'g.grid_layout', db.raw(`${SEQUENCE} as sequence_number`));
    if (!game) return null;
    const categories = await db<CategoryRow>('categories').where({ game_id: game.id }).orderBy('position');
    return {
      id: game.id,
      gameDate,
      title: game.title,
      sequenceNumber: game.sequence_number,
      gridLayout: game.grid_layout,
      categories: categories.map(toCategory),
    };
  }

  async publishedDates(from: string, to: string): Promise<string[]> {
    const rows = await this.database
      .db()('games as g')
      .whereRaw(PUBLISHED)
      .whereBetween('g.game_date', [from, to])
      .orderBy('g.game_date', 'desc')
      .pluck('g.game_date');
    return rows as string[];
  }

  async countGames(): Promise<number> {
    return countOf(this.database.db()('games'));
  }

  publish(game: GameToPublish): Promise<PublishOutcome> {
    return this.database.run(async () => {
      const db = this.database.db();
      // Two publishers of one new date would both find nothing and collide on insert: they queue here.
      await db.raw("select pg_advisory_xact_lock(hashtext('games:' || ?))", [game.gameDate]);
      const existing = await db('games').where({ game_date: game.gameDate }).forUpdate().first('id', 'title');
      if (existing) {
        const categories = await db<CategoryRow>('categories')
          .where({ game_id: existing.id })
          .orderBy('position');
        if (
          contentOf(existing.title, categories.map(toCategory)) === contentOf(game.title, game.categories)
        ) {
          return 'unchanged';
        }
        const played = await db('game_sessions').where({ game_date: game.gameDate }).first('id');
        if (played) return 'alreadyPlayed';
        await db('games').where({ id: existing.id }).delete();
      }
      const id = this.random.uuid();
      await db('games').insert({
        id,
        game_date: game.gameDate,
        title: game.title,
        status: 'published',
        grid_layout: JSON.stringify(game.gridLayout),
        created_by: game.createdBy,
      });
      await db('categories').insert(categoryRows(id, game.categories));
      return existing ? 'replaced' : 'created';
    });
  }
}
