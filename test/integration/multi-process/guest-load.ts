import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { combinationKey } from '../../../domain/game/combination-key';
import type { Answer, ApiCaller } from '../../support/api-client';

// A small load of writes that can be counted afterwards: guests playing today's game at once, each guess a
// wrong combination of its own (sent once), so that every acknowledged guess must be one stored attempt and
// one mistake, and an answer saying "tried before" could only mean a POST applied twice.

export interface LoadCall {
  guestId: string;
  /** Empty for the session start. */
  words: readonly string[];
  /** 0 when no answer came (a connection error). */
  status: number;
  alreadyTried: boolean;
  requestId: string | null;
}

/** Wrong guesses: one word of each of the first three categories, all 27 of them different. */
export function wrongGuesses(categories: readonly { words: readonly string[] }[], count: number) {
  const words = (position: number) => categories[position]!.words;
  return Array.from({ length: count }, (_, n) => [
    words(0)[n % 3]!,
    words(1)[Math.floor(n / 3) % 3]!,
    words(2)[Math.floor(n / 9) % 3]!,
  ]);
}

/**
 * `guests` guests at once, each starting today's game and making every guess in turn; `heard` hears each
 * call as it ends (the test kills a process from there). Answers every call.
 */
export async function playAtOnce(
  api: ApiCaller,
  gameDate: string,
  guesses: readonly (readonly string[])[],
  guests: number,
  heard: (call: LoadCall) => void,
): Promise<LoadCall[]> {
  const calls: LoadCall[] = [];
  const send = async (guestId: string, path: string, words: readonly string[], body: object) => {
    const answer: Answer | undefined = await api
      .post(path, body, undefined, { 'X-Guest-ID': guestId })
      .catch(() => undefined);
    const call = {
      guestId,
      words,
      status: answer?.status ?? 0,
      alreadyTried: answer?.body?.alreadyTried === true,
      requestId: answer?.headers.get('x-request-id') ?? null,
    };
    calls.push(call);
    heard(call);
  };
  const play = async () => {
    const guestId = `guest_${randomBytes(12).toString('hex')}`;
    await send(guestId, '/game/guest/session', [], { gameDate });
    for (const selectedWords of guesses) {
      await send(guestId, '/game/guest/check-selection', selectedWords, { gameDate, selectedWords });
    }
  };
  await Promise.all(Array.from({ length: guests }, play));
  return calls;
}

export interface StoredPlay {
  mistakes: number;
  /** The combination keys of the stored attempts. */
  attempts: string[];
  wrongAttempts: number;
}

/** What the database holds of these guests' games of the date, read directly (no process in between). */
export async function storedPlays(knex: Knex, gameDate: string, guestIds: string[]) {
  const rows: { guest_id: string; mistakes: number; combination_key: string | null; was_correct: boolean }[] =
    await knex('game_sessions as s')
      .leftJoin('attempted_categories as a', 'a.session_id', 's.id')
      .where('s.game_date', gameDate)
      .whereIn('s.guest_id', guestIds)
      .select('s.guest_id', 's.mistakes', 'a.combination_key', 'a.was_correct');
  const plays = new Map<string, StoredPlay>();
  for (const row of rows) {
    const play = plays.get(row.guest_id) ?? { mistakes: row.mistakes, attempts: [], wrongAttempts: 0 };
    if (row.combination_key !== null) play.attempts.push(row.combination_key);
    if (row.combination_key !== null && !row.was_correct) play.wrongAttempts += 1;
    plays.set(row.guest_id, play);
  }
  return plays;
}

export const keyOf = (words: readonly string[]) => combinationKey(words) ?? '';
