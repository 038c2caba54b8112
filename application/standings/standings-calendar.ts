import { inject, injectable } from 'inversify';
import { standingsCalendar, type StandingsCalendar } from '../../domain/standings/player-standing';
import { GameCalendar } from '../gameplay/game-calendar';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';

/** Today's game dates as the standings count them. */
@injectable()
export class StandingsDates {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
  ) {}

  async today(): Promise<StandingsCalendar> {
    const today = this.calendar.today();
    return standingsCalendar(await this.standings.gameDates(today), today);
  }
}
