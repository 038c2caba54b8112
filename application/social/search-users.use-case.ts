import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { inject, injectable } from 'inversify';
import type { UserSearchAnswer } from '../../contracts/scoreboard.codec';
import { USERNAME_MAX_LENGTH } from '../../domain/constants/limits.constants';
import { charLength } from '../../domain/validation/form';
import { userSearchTerm } from '../../domain/validation/user-search';
import type { AppError } from '../errors/app-error';
import { FOLLOW_REPOSITORY, type FollowRepository } from '../ports/follow.repository';
import { searchTermTooShort } from './social-errors';
import { USER_SEARCH_MAX_RESULTS } from './social-rules';

/** GET /scoreboard/personal-list/search: players to add to the follow list, by a part of their name. */
@injectable()
export class SearchUsers {
  constructor(@inject(FOLLOW_REPOSITORY) private readonly follows: FollowRepository) {}

  async execute(searcherId: string, query: string): Promise<E.Either<AppError, UserSearchAnswer>> {
    const term = userSearchTerm(query);
    if (O.isNone(term)) return E.left(searchTermTooShort());
    // No username is longer than this: a longer term matches nobody, and needs no query to say so.
    if (charLength(term.value) > USERNAME_MAX_LENGTH) return E.right({ users: [] });
    return E.right({
      users: await this.follows.searchUsers(term.value, searcherId, USER_SEARCH_MAX_RESULTS),
    });
  }
}
