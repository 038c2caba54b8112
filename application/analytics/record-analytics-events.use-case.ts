import { left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AnalyticsBatchRequest } from '../../contracts/analytics.codec';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { ANALYTICS_STORE, type AnalyticsStore } from '../ports/analytics-store.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { analyticsUnavailable } from './analytics-errors';
import { tallyByType } from './analytics-counts';

/**
 * POST /analytics/events: adds a decoded batch to today's counts, today being the instance's calendar day
 * when the batch arrives (events carry no time, so a client's clock cannot move them). Nothing about the
 * sender reaches this use case, so nothing about them can be kept.
 */
@injectable()
export class RecordAnalyticsEvents {
  constructor(
    @inject(ANALYTICS_STORE) private readonly store: AnalyticsStore,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(batch: AnalyticsBatchRequest): Promise<Either<AppError, { accepted: number }>> {
    try {
      await this.store.add(this.calendar.today(), tallyByType(batch.events));
    } catch (error) {
      // A batch of known types on a date cannot break the write: the store is unreachable. The browser
      // keeps its queue, so it is told to come back later rather than that the server failed.
      this.logger.warn({ err: error }, 'Analytics batch not stored');
      return left(analyticsUnavailable());
    }
    return right({ accepted: batch.events.length });
  }
}
