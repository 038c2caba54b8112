import { expect } from 'chai';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Role } from '../../domain/permissions/permission-policy';
import { apiCaller, type Answer } from './api-client';
import type { GameServer } from './game-api';
import { databaseOf } from './manage-api';

// News calls as the browser makes them (admin spec 7 "News"): multipart forms for the editor, JSON for the
// rest, a bearer token for players and staff, the guest id for guests.

export interface ImageFile {
  readonly bytes: Uint8Array;
  readonly name: string;
  readonly type: string;
}

export interface NewsFormFields {
  title?: string;
  content?: string;
  active?: boolean | string;
  polls?: unknown;
  removeImage?: boolean;
}

/** The editor's form: polls as a JSON string, booleans as 'true'/'false', the file in `image`. */
export function newsForm(fields: NewsFormFields, image?: ImageFile, fileField = 'image'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(name, name === 'polls' && typeof value !== 'string' ? JSON.stringify(value) : String(value));
  }
  if (image)
    form.append(fileField, new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

export const imageForm = (image: ImageFile, field = 'image'): FormData => newsForm({}, image, field);

export interface NewsCaller {
  readonly userId: string;
  readonly token: string;
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown): Promise<Answer>;
  put(path: string, body?: unknown): Promise<Answer>;
  delete(path: string): Promise<Answer>;
  /** A multipart request (fetch sets the boundary). */
  send(method: 'POST' | 'PUT', path: string, form: FormData): Promise<Answer>;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    body: !text ? null : response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
    headers: response.headers,
  };
}

/** A multipart request to the instance's API, with a token when given. */
export async function sendForm(
  game: GameServer,
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  token?: string,
): Promise<Answer> {
  const response = await fetch(`${game.server.url}/fi/api${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return answerOf(response);
}

/** A new signed-in player with the roles (`[]`: a plain player), able to send forms. */
export async function newsCaller(game: GameServer, roles: readonly Role[]): Promise<NewsCaller> {
  const player = await game.registered();
  if (roles.length > 0) {
    await databaseOf(game)
      .knex('users')
      .where({ id: player.userId })
      .update({ roles: [...roles] });
  }
  const api = apiCaller(game.server.url);
  return {
    userId: player.userId,
    token: player.token,
    get: (path) => api.get(path, player.token),
    post: (path, body = {}) => api.post(path, body, player.token),
    put: (path, body = {}) => api.put(path, body, player.token),
    delete: (path) => api.delete(path, player.token),
    send: (method, path, form) => sendForm(game, method, path, form, player.token),
  };
}

/** A raw GET of a path outside the API (the uploads), answered with its bytes. */
export async function fetchFile(game: GameServer, path: string, method = 'GET') {
  const response = await fetch(`${game.server.url}${path}`, { method, redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

export const aSingleChoicePoll = (question = 'Mikä väri?', options = ['Punainen', 'Sininen', 'Vihreä']) => ({
  question,
  type: 'multiple_choice' as const,
  allowMultiple: false,
  options: options.map((text) => ({ text })),
});

export const aMultipleChoicePoll = (question = 'Mitkä kaikki?', options = ['A', 'B', 'C']) => ({
  ...aSingleChoicePoll(question, options),
  allowMultiple: true,
});

export const aFreeFormPoll = (question = 'Mitä mieltä olet?') => ({ question, type: 'free_form' as const });

/** Creates an item as the editor does (active unless told otherwise) and answers it as the panel sees it. */
export async function createNews(editor: NewsCaller, fields: NewsFormFields = {}, image?: ImageFile) {
  const answer = await editor.send(
    'POST',
    '/manage/news',
    newsForm({ title: 'Uutinen', content: '<p>Sisältö</p>', ...fields }, image),
  );
  expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
  return answer.body.news;
}

/** The news images stored on disk for the fi instance. */
export async function storedNewsImages(game: GameServer): Promise<string[]> {
  const folder = path.join(game.server.config.uploadsDir, 'fi', 'news');
  try {
    return (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
  } catch {
    return [];
  }
}
