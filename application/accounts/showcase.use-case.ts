import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateShowcase } from '../../domain/achievements/showcase';
import { fromRule, type AppError } from '../errors/app-error';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';

/**
 * The up to three achievements a player shows off. Only earned ones can be shown; achievements are earned
 * from the standings feature on, so until then the owned list is empty and only an empty showcase passes.
 */
@injectable()
export class Showcase {
  constructor(@inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  get(user: User): { achievements: string[] } {
    return { achievements: user.showcaseAchievements };
  }

  async put(
    user: User,
    requested: string[],
    owned: string[] = [],
  ): Promise<E.Either<AppError, { achievements: string[] }>> {
    const valid = validateShowcase(requested, owned);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    await this.users.updateShowcase(user.id, valid.right);
    return E.right({ achievements: valid.right });
  }
}
