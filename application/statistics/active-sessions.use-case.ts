import { inject, injectable } from 'inversify';
import type { ActiveSessionsAnswer } from '../../contracts/manage-statistics.codec';
import { CLOCK, type Clock } from '../ports/clock.port';
import {
  CONTROL_PANEL_STATISTICS_QUERY,
  type ControlPanelStatisticsQuery,
} from '../ports/control-panel-statistics.query';

/** A game left open longer than this is abandoned, not being played. */
export const ACTIVE_SESSION_HOURS = 24;

/** GET /manage/stats/active-sessions: games being played now, by players and by guests. */
@injectable()
export class ActiveSessions {
  constructor(
    @inject(CONTROL_PANEL_STATISTICS_QUERY) private readonly query: ControlPanelStatisticsQuery,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ActiveSessionsAnswer> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - ACTIVE_SESSION_HOURS * 60 * 60 * 1000);
    const { players, guests } = await this.query.activeSessions(since);
    return { total: players + guests, players, guests, at: now.toISOString() };
  }
}
