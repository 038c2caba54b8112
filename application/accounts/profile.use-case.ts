import { inject, injectable } from 'inversify';
import type { ProfileDataResponse, UserView } from '../../contracts/auth.codec';
import { GameCalendar } from '../gameplay/game-calendar';
import { PLAYER_FIGURES, type PlayerFiguresReader } from '../ports/player-figures.port';
import { PLAYER_GAME_STATUS, type PlayerGameStatus } from '../ports/player-game-status.port';
import type { User } from '../ports/user.repository';
import { toUserView } from './user-view';

/**
 * The signed-in player's profile, and the menu's bundle of it (profile, streaks, today's game, active
 * session), with the player's standing and achievements.
 */
@injectable()
export class GetProfile {
  constructor(
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(PLAYER_GAME_STATUS) private readonly games: PlayerGameStatus,
    @inject(PLAYER_FIGURES) private readonly figures: PlayerFiguresReader,
  ) {}

  async profile(user: User): Promise<UserView> {
    return toUserView(user, await this.figures.figuresOf(user.id));
  }

  async profileData(user: User): Promise<ProfileDataResponse> {
    const today = this.calendar.today();
    const [figures, games] = await Promise.all([
      this.figures.figuresOf(user.id),
      this.games.summarise(user.id, today),
    ]);
    return {
      profile: toUserView(user, figures),
      streaks: {
        currentStreak: figures.standing?.currentStreak ?? 0,
        maxStreak: figures.standing?.maxStreak ?? 0,
      },
      ...games,
    };
  }
}
