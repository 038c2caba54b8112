import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { UserView } from '../../contracts/auth.codec';
import { validateUsername } from '../../domain/validation/username';
import { fromRule, type AppError } from '../errors/app-error';
import { USER_REPOSITORY, type User, type UserRepository } from '../ports/user.repository';
import { usernameTaken, userNotFound } from './account-errors';
import { toUserView } from './user-view';

@injectable()
export class ChangeUsername {
  constructor(@inject(USER_REPOSITORY) private readonly users: UserRepository) {}

  async execute(user: User, requested: string): Promise<E.Either<AppError, UserView>> {
    const valid = validateUsername(requested);
    if (E.isLeft(valid)) return E.left(fromRule(valid.left));
    const outcome = await this.users.updateUsername(user.id, valid.right);
    if (outcome === 'username_taken') return E.left(usernameTaken());
    const updated = await this.users.findById(user.id);
    return updated ? E.right(toUserView(updated)) : E.left(userNotFound());
  }
}
