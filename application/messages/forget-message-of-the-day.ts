import { inject, injectable } from 'inversify';
import { forgetMessageOfTheDay } from '../gameplay/message-of-the-day.use-case';
import { CACHE, type Cache } from '../ports/cache.port';
import { LOGGER, type Logger } from '../ports/logger.port';

/**
 * Called after every committed change to the messages. A cache that fails here does not undo the change
 * (nor should the editor be told it failed and try again): the old answer then lives out its five minutes.
 */
@injectable()
export class ForgetMessageOfTheDay {
  constructor(
    @inject(CACHE) private readonly cache: Cache,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    try {
      await forgetMessageOfTheDay(this.cache);
    } catch (error) {
      this.logger.warn(
        { error: (error as Error).message },
        'message of the day: cached answer not forgotten',
      );
    }
  }
}
