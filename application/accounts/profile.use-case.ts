import { inject, injectable } from 'inversify';
import type { ProfileDataResponse, UserView } from '../../contracts/auth.codec';
import { formatGameDateInZone } from './today';
import { CLOCK, type Clock } from '../ports/clock.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { PLAYER_GAME_STATUS, type PlayerGameStatus } from '../ports/player-game-status.port';
import type { User } from '../ports/user.repository';
import { toUserView } from './user-view';

/**
 * The signed-in player's profile, and the menu's bundle of it (profile, streaks, today's game, active
 * session). Streaks arrive with the standings feature; until then they are 0.
 */
@injectable()
export class GetProfile {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
    @inject(PLAYER_GAME_STATUS) private readonly games: PlayerGameStatus,
  ) {}

  profile(user: User): UserView {
    return toUserView(user);
  }

  async profileData(user: User): Promise<ProfileDataResponse> {
    const today = formatGameDateInZone(this.clock.now(), this.instance.timeZone);
    return {
      profile: toUserView(user),
      streaks: { currentStreak: 0, maxStreak: 0 },
      ...(await this.games.summarise(user.id, today)),
    };
  }
}
