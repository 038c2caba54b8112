import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateShowcase } from '../../domain/achievements/showcase';
import { fromRule, type AppError } from '../errors/app-error';
import { PLAYER_FIGURES, type PlayerFiguresReader } from '../ports/player-figures.port';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';

/** The up to three achievements a player shows off: only earned ones can be shown. */
@injectable()
export class Showcase {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PLAYER_FIGURES) private readonly figures: PlayerFiguresReader,
  ) {}

  get(user: User): { achievements: string[] } {
    return { achievements: user.showcaseAchievements };
  }

  async put(user: User, requested: string[]): Promise<E.Either<AppError, { achievements: string[] }>> {
    const { achievements } = await this.figures.figuresOf(user.id);
    const valid = validateShowcase(
      requested,
      achievements.map((entry) => entry.type),
    );
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    await this.users.updateShowcase(user.id, valid.right);
    return E.right({ achievements: valid.right });
  }
}
