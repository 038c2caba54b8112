import { inject, injectable } from 'inversify';
import type { UserStatsAnswer, UserStatsPoint } from '../../contracts/manage-statistics.codec';
import { bucketStarts, seriesStart } from '../../domain/statistics/statistics-buckets';
import { bucketLabel, bucketOf, type StatisticsPeriod } from '../../domain/statistics/statistics-period';
import { GameCalendar } from '../gameplay/game-calendar';
import {
  CONTROL_PANEL_STATISTICS_QUERY,
  type ControlPanelStatisticsQuery,
} from '../ports/control-panel-statistics.query';
import { INSTANCE, type Instance } from '../ports/instance.port';

const sum = (points: readonly UserStatsPoint[], field: 'registrations' | 'games' | 'wins') =>
  points.reduce((total, point) => total + point[field], 0);

/**
 * GET /manage/users/stats?period: registrations, active players, games and wins per day (per ISO week for
 * 1y and all), every bucket of the period present, empty ones as zeros. Only registered players' games
 * count; guests' demo games never do. A day is the instance's calendar day.
 */
@injectable()
export class UserStats {
  constructor(
    @inject(CONTROL_PANEL_STATISTICS_QUERY) private readonly query: ControlPanelStatisticsQuery,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(INSTANCE) private readonly instance: Instance,
  ) {}

  async execute(period: StatisticsPeriod): Promise<UserStatsAnswer> {
    const today = this.calendar.today();
    const bucket = bucketOf(period);
    const { timeZone } = this.instance;
    const first = period === 'all' ? await this.query.firstActivity(timeZone) : null;
    const from = seriesStart(period, today, first);
    if (from === null) {
      const { users } = await this.query.players(today);
      const totals = { registrations: 0, activePlayers: 0, games: 0, wins: 0, users };
      return { period, bucket, from: null, to: today, totals, series: [] };
    }
    const range = { bucket, from, to: today };
    const [registrations, play, players] = await Promise.all([
      this.query.registrations(range, timeZone),
      this.query.play(range),
      this.query.players(from),
    ]);
    const registered = new Map(registrations.map((row) => [row.start, row.count]));
    const played = new Map(play.map((row) => [row.start, row]));
    const series = bucketStarts(bucket, from, today).map((start) => ({
      label: bucketLabel(bucket, start),
      from: start,
      registrations: registered.get(start) ?? 0,
      activePlayers: played.get(start)?.players ?? 0,
      games: played.get(start)?.games ?? 0,
      wins: played.get(start)?.wins ?? 0,
    }));
    const totals = {
      registrations: sum(series, 'registrations'),
      activePlayers: players.activePlayers,
      games: sum(series, 'games'),
      wins: sum(series, 'wins'),
      users: players.users,
    };
    return { period, bucket, from, to: today, totals, series };
  }
}
