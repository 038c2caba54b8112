import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupAnswer } from '../../contracts/social.codec';
import { userNotFound } from '../accounts/account-errors';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GROUP_REPOSITORY, type GroupDetails, type GroupRepository } from '../ports/group.repository';
import type { GroupGoneAnswer } from './delete-group.use-case';
import {
  alreadyGroupMember,
  groupCodeMismatch,
  groupNotFound,
  notGroupMember,
  ownerCannotLeave,
} from './social-errors';
import { isWellFormedId } from '../../domain/validation/well-formed-id';
import { toGroupView } from './group-view';

// Codes are compared as people type them: "AbC" opens the group whose code is "abc".
const sameCode = (groupCode: string | null, given: string): boolean =>
  groupCode !== null && groupCode.toLowerCase() === given.trim().toLowerCase();

/** POST and DELETE /groups/{id}/users/self: joining takes the group's code; the owner never leaves. */
@injectable()
export class GroupMembership {
  constructor(
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A group without a code cannot be joined this way: only its owner adds members to it. */
  async join(readerId: string, groupId: string, groupCode: string): Promise<E.Either<AppError, GroupAnswer>> {
    const group = await this.find(readerId, groupId);
    if (!group) return E.left(groupNotFound());
    if (!sameCode(group.groupCode, groupCode)) return E.left(groupCodeMismatch());
    const outcome = await this.groups.addMember(group.id, readerId, this.clock.now());
    if (outcome === 'already_member') return E.left(alreadyGroupMember());
    if (outcome === 'group_not_found') return E.left(groupNotFound());
    if (outcome === 'user_not_found') return E.left(userNotFound());
    const joined = await this.groups.findById(group.id, readerId);
    return joined ? E.right({ group: toGroupView(joined, readerId) }) : E.left(groupNotFound());
  }

  async leave(readerId: string, groupId: string): Promise<E.Either<AppError, GroupGoneAnswer>> {
    const group = await this.find(readerId, groupId);
    if (!group) return E.left(groupNotFound());
    if (group.ownerId === readerId) return E.left(ownerCannotLeave());
    if (!(await this.groups.removeMember(group.id, readerId))) {
      return E.left(notGroupMember('You are not a member of the group'));
    }
    return E.right({ message: 'Left the group', groupId: group.id });
  }

  private async find(readerId: string, groupId: string): Promise<GroupDetails | null> {
    return isWellFormedId(groupId) ? this.groups.findById(groupId, readerId) : null;
  }
}
