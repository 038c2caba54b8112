import { KNEX_DATABASE, type KnexDatabase } from '../../adapters/postgres/knex-database';
import type { Role } from '../../domain/permissions/permission-policy';
import { expect } from 'chai';
import { addDays } from '../../domain/game/calendar';
import { apiCaller, type Answer } from './api-client';
import { TODAY, type GameServer } from './game-api';

// The control panel's callers for API tests: a signed-in player given roles straight in the store (the
// role-change path is another issue's), with the manage calls as the browser makes them.

export interface Staff {
  readonly userId: string;
  readonly username: string;
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  put(path: string, body?: unknown): Promise<Answer>;
  delete(path: string): Promise<Answer>;
}

export const databaseOf = (game: GameServer, slug = 'fi'): KnexDatabase =>
  game.server.containers.get(slug)!.get<KnexDatabase>(KNEX_DATABASE);

/** A new registered player with the roles; `[]` is a plain player. */
export async function staffMember(game: GameServer, roles: readonly Role[]): Promise<Staff> {
  const player = await game.registered();
  if (roles.length > 0) {
    await databaseOf(game)
      .knex('users')
      .where({ id: player.userId })
      .update({ roles: [...roles] });
  }
  const api = apiCaller(game.server.url);
  const username = (await player.get('/auth/profile')).body.username as string;
  return {
    userId: player.userId,
    username,
    get: (path) => api.get(path, player.token),
    post: (path, body = {}) => api.post(path, body, player.token),
    put: (path, body = {}) => api.put(path, body, player.token),
    delete: (path) => api.delete(path, player.token),
  };
}

/** Five complete categories with distinct words; `tag` keeps them apart from other tests' puzzles. */
export const aPuzzle = (tag: string) =>
  ['Puut', 'Linnut', 'Kalat', 'Kukat', 'Marjat'].map((name, i) => ({
    name: `${name} ${tag}`,
    words: [1, 2, 3].map((n) => `${tag}-${i}-${n}`),
    extraWord: `${tag}-${i}-x`,
  }));

/** The audit records of one entity, oldest first. */
export const auditOf = async (game: GameServer, entityId: string) =>
  databaseOf(game)
    .knex('audit_log')
    .where({ entity_id: entityId })
    .orderBy('at')
    .select('action', 'actor_name', 'before', 'after');

/** The day `days` after the server's TODAY. */
export const later = (days: number) => addDays(TODAY, days);

/** Saves a game of `aPuzzle(tag)` on the date (a draft unless `publish`) and answers it as the panel sees it. */
export const createGame = async (staff: Staff, date: string, tag: string, publish = false) => {
  const answer = await staff.post('/manage/games', { date, categories: aPuzzle(tag), publish });
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  return answer.body.game;
};
