import { inject, injectable } from 'inversify';
import type { ManagedGameView } from '../../contracts/manage-games.codec';
import { GameCalendar } from '../gameplay/game-calendar';
import {
  MANAGED_GAME_REPOSITORY,
  type ManagedGame,
  type ManagedGameRepository,
} from '../ports/managed-game.repository';
import { toManagedGameView } from './managed-game-view';

/** Stored games as the control panel shows them: status for today and players counted in one read. */
@injectable()
export class ManagedGameViews {
  constructor(
    @inject(MANAGED_GAME_REPOSITORY) private readonly games: ManagedGameRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
  ) {}

  async of(games: readonly ManagedGame[]): Promise<ManagedGameView[]> {
    const today = this.calendar.today();
    const players = await this.games.playerCounts(games.map((game) => game.date));
    return games.map((game) => toManagedGameView(game, today, players.get(game.date) ?? 0));
  }

  async one(game: ManagedGame): Promise<ManagedGameView> {
    return (await this.of([game]))[0] as ManagedGameView;
  }
}
