import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { FollowListAnswer } from '../../contracts/scoreboard.codec';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { FOLLOW_REPOSITORY, type FollowRepository } from '../ports/follow.repository';
import { userNotFound } from '../accounts/account-errors';
import { followLimitReached, followSelf } from './social-errors';
import { MAX_FOLLOWED } from './social-rules';
import { isWellFormedId } from '../../domain/validation/well-formed-id';

/** /scoreboard/personal-list: whom a player follows ("My list"). Adding and removing are idempotent. */
@injectable()
export class FollowList {
  constructor(
    @inject(FOLLOW_REPOSITORY) private readonly follows: FollowRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<FollowListAnswer> {
    return { following: await this.follows.following(userId) };
  }

  async follow(userId: string, followedId: string): Promise<E.Either<AppError, FollowListAnswer>> {
    if (followedId.toLowerCase() === userId.toLowerCase()) return E.left(followSelf());
    if (!isWellFormedId(followedId)) return E.left(userNotFound());
    const outcome = await this.follows.follow(userId, followedId, this.clock.now(), MAX_FOLLOWED);
    if (outcome === 'user_not_found') return E.left(userNotFound());
    if (outcome === 'limit_reached') return E.left(followLimitReached());
    return E.right(await this.list(userId));
  }

  async unfollow(userId: string, followedId: string): Promise<FollowListAnswer> {
    if (isWellFormedId(followedId)) await this.follows.unfollow(userId, followedId);
    return this.list(userId);
  }
}
