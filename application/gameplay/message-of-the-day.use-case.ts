import { inject, injectable } from 'inversify';
import { MESSAGE_OF_THE_DAY_CACHE_MS } from '../../domain/constants/network.constants';
import { DAY_MS } from '../../domain/constants/time.constants';
import { CACHE, type Cache } from '../ports/cache.port';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MESSAGE_REPOSITORY, type MessageRepository } from '../ports/message.repository';

// The answer is cached under a version that every change moves on. A reader that read the store just
// before a change and writes its answer just after writes it under the old version, which nobody reads any
// more: deleting the entry alone would let that late write bring the old message back for five minutes.
const VERSION_KEY = 'message-of-the-day:version';
/** Far longer than an answer lives: a version that expired and starts again never meets its old answers. */
const VERSION_TTL_MS = 30 * DAY_MS;
const answerKey = (version: string | null) => `message-of-the-day:v${version ?? 0}`;

/**
 * After a change to the messages (once it is committed): the cached answer goes, in every process when
 * the cache is Redis, so the next GET /message reads the store.
 */
export async function forgetMessageOfTheDay(cache: Cache): Promise<void> {
  const version = await cache.increment(VERSION_KEY, VERSION_TTL_MS);
  await cache.delete(answerKey(String(version - 1)));
}

/**
 * GET /message: the newest active message whose window covers now, or null. Cached for five minutes, or
 * until the next window opens or closes if that comes sooner.
 */
@injectable()
export class GetMessageOfTheDay {
  constructor(
    @inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository,
    @inject(CACHE) private readonly cache: Cache,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ message: string | null }> {
    const key = answerKey(await this.cache.get(VERSION_KEY));
    const cached = await this.cache.get(key);
    if (cached !== null) return JSON.parse(cached) as { message: string | null };
    const now = this.clock.now();
    const showing = await this.messages.showing(now);
    const answer = { message: showing.message?.message ?? null };
    const untilChange = showing.nextChangeAt ? showing.nextChangeAt.getTime() - now.getTime() : Infinity;
    const ttl = Math.min(MESSAGE_OF_THE_DAY_CACHE_MS, untilChange);
    if (ttl > 0) await this.cache.set(key, JSON.stringify(answer), ttl);
    return answer;
  }
}
