import { inject, injectable } from 'inversify';
import type { ProfileDataResponse, UserView } from '../../contracts/auth.codec';
import { formatGameDateInZone } from './today';
import { CLOCK, type Clock } from '../ports/clock.port';
import { INSTANCE, type Instance } from '../ports/instance.port';
import type { User } from '../ports/user.repository';
import { toUserView } from './user-view';

/**
 * The signed-in player's profile, and the menu's bundle of it (profile, streaks, today's game, active
 * session). Games, streaks and sessions arrive with the gameplay and standings features; until then the
 * answer has its full shape with nothing played.
 */
@injectable()
export class GetProfile {
  constructor(
    @inject(CLOCK) private readonly clock: Clock,
    @inject(INSTANCE) private readonly instance: Instance,
  ) {}

  profile(user: User): UserView {
    return toUserView(user);
  }

  profileData(user: User): ProfileDataResponse {
    return {
      profile: toUserView(user),
      streaks: { currentStreak: 0, maxStreak: 0 },
      todayGame: {
        hasPlayed: false,
        score: null,
        gameAvailable: false,
        gameDate: formatGameDateInZone(this.clock.now(), this.instance.timeZone),
      },
      activeSession: { hasActiveSession: false, sessionData: null },
    };
  }
}
