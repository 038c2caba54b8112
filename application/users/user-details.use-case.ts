import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AttemptedCategoriesAnswer, UserDetailsAnswer } from '../../contracts/manage-users.codec';
import { isGuestId } from '../../domain/game/guest-id';
import type { AppError } from '../errors/app-error';
import { GameCalendar } from '../gameplay/game-calendar';
import { ACHIEVEMENT_REPOSITORY, type AchievementRepository } from '../ports/achievement.repository';
import { ATTEMPT_REPOSITORY, type AttemptRepository } from '../ports/attempt.repository';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GAME_SESSION_REPOSITORY, type GameSessionRepository } from '../ports/game-session.repository';
import {
  MANAGED_USER_REPOSITORY,
  USER_ACTIVITY_QUERY,
  type ManagedUserRepository,
  type UserActivityQuery,
} from '../ports/managed-user.repository';
import { guestPlayer, userPlayer, type Player } from '../ports/player';
import { STANDINGS_REPOSITORY, type StandingsRepository } from '../ports/standings.repository';
import { userNotFound } from './user-administration-errors';
import { toManagedUserView } from './managed-user-view';
import { standingView } from './standing-view';

/** How much of a user's history the details view lists. */
export const DETAILS_RECENT_GAMES = 20;
export const DETAILS_LOGIN_SESSIONS = 10;

/** GET /manage/users/{id}/details and the attempted categories of a user or a guest on a date. */
@injectable()
export class UserDetails {
  constructor(
    @inject(MANAGED_USER_REPOSITORY) private readonly users: ManagedUserRepository,
    @inject(USER_ACTIVITY_QUERY) private readonly activity: UserActivityQuery,
    @inject(STANDINGS_REPOSITORY) private readonly standings: StandingsRepository,
    @inject(ACHIEVEMENT_REPOSITORY) private readonly achievements: AchievementRepository,
    @inject(GAME_SESSION_REPOSITORY) private readonly sessions: GameSessionRepository,
    @inject(ATTEMPT_REPOSITORY) private readonly attempts: AttemptRepository,
    @inject(GameCalendar) private readonly calendar: GameCalendar,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<E.Either<AppError, UserDetailsAnswer>> {
    const user = await this.users.find(userId);
    if (!user) return E.left(userNotFound());
    const [standing, achievements, recentGames, runningGames, groups, sessions, resetRequests] =
      await Promise.all([
        this.standings.find(user.id),
        this.achievements.owned(user.id),
        this.activity.recentScores(user.id, DETAILS_RECENT_GAMES),
        this.activity.runningGames(user.id),
        this.activity.groups(user.id),
        this.activity.loginSessions(user.id, this.clock.now(), DETAILS_LOGIN_SESSIONS),
        this.activity.resetRequests(user.id),
      ]);
    return E.right({
      user: toManagedUserView(user),
      standing: standing ? standingView(standing) : null,
      achievements: achievements.map(({ type, count }) => ({ type, count })),
      recentGames,
      runningGames,
      groups,
      sessions,
      resetRequests,
    });
  }

  async attemptsOfUser(userId: string, date: string): Promise<E.Either<AppError, AttemptedCategoriesAnswer>> {
    const user = await this.users.find(userId);
    if (!user) return E.left(userNotFound());
    return this.attemptsOf(userPlayer(user.id), user.username, date);
  }

  /** A guest is known only by the id their browser made; an id of the wrong shape names nobody. */
  async attemptsOfGuest(
    guestId: string,
    date: string,
  ): Promise<E.Either<AppError, AttemptedCategoriesAnswer>> {
    if (!isGuestId(guestId)) return E.left(userNotFound());
    return this.attemptsOf(guestPlayer(guestId), null, date);
  }

  private async attemptsOf(
    player: Player,
    username: string | null,
    input: string,
  ): Promise<E.Either<AppError, AttemptedCategoriesAnswer>> {
    const date = this.calendar.parseDate(input);
    if (E.isLeft(date)) return date;
    const session = await this.sessions.find(player, date.right);
    const attempts = session ? await this.attempts.ofSession(session.id) : [];
    return E.right({
      date: date.right,
      player: { kind: player.kind, id: player.id, username },
      game: session && {
        status: session.status,
        score: session.finalScore,
        mistakes: session.mistakes,
        startedAt: new Date(session.startTime).toISOString(),
      },
      attempts: attempts.map((attempt) => ({ words: [...attempt.words], correct: attempt.wasCorrect })),
    });
  }
}
