import { inject, injectable } from 'inversify';
import { MESSAGE_OF_THE_DAY_CACHE_MS } from '../../domain/constants/network.constants';
import { CACHE, type Cache } from '../ports/cache.port';
import { MESSAGE_REPOSITORY, type MessageRepository } from '../ports/message.repository';

const CACHE_KEY = 'message-of-the-day';

/** GET /message: the newest message of the day, or null. */
@injectable()
export class GetMessageOfTheDay {
  constructor(
    @inject(MESSAGE_REPOSITORY) private readonly messages: MessageRepository,
    @inject(CACHE) private readonly cache: Cache,
  ) {}

  async execute(): Promise<{ message: string | null }> {
    const cached = await this.cache.get(CACHE_KEY);
    if (cached !== null) return JSON.parse(cached) as { message: string | null };
    const answer = { message: await this.messages.latest() };
    await this.cache.set(CACHE_KEY, JSON.stringify(answer), MESSAGE_OF_THE_DAY_CACHE_MS);
    return answer;
  }
}
