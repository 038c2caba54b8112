import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupMember, GroupMembersAnswer } from '../../contracts/social.codec';
import { userNotFound } from '../accounts/account-errors';
import type { AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GROUP_REPOSITORY, type GroupDetails, type GroupRepository } from '../ports/group.repository';
import {
  alreadyGroupMember,
  groupNotFound,
  notGroupMember,
  notGroupOwner,
  ownerCannotLeave,
} from './social-errors';
import { isWellFormedId } from '../../domain/validation/well-formed-id';

/** GET, POST and DELETE /groups/{id}/users[/{userId}]: members see the list, the owner keeps it. */
@injectable()
export class GroupMembers {
  constructor(
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(readerId: string, groupId: string): Promise<E.Either<AppError, GroupMembersAnswer>> {
    const group = await this.find(readerId, groupId);
    if (!group) return E.left(groupNotFound());
    if (!group.readerIsMember) return E.left(notGroupMember());
    return E.right(await this.answer(group));
  }

  async add(
    readerId: string,
    groupId: string,
    userId: string,
  ): Promise<E.Either<AppError, GroupMembersAnswer>> {
    const owned = await this.ownedGroup(readerId, groupId);
    if (E.isLeft(owned)) return owned;
    if (!isWellFormedId(userId)) return E.left(userNotFound());
    const outcome = await this.groups.addMember(owned.right.id, userId, this.clock.now());
    if (outcome === 'already_member') return E.left(alreadyGroupMember());
    if (outcome === 'user_not_found') return E.left(userNotFound());
    if (outcome === 'group_not_found') return E.left(groupNotFound());
    return E.right(await this.answer(owned.right));
  }

  async remove(
    readerId: string,
    groupId: string,
    userId: string,
  ): Promise<E.Either<AppError, GroupMembersAnswer>> {
    const owned = await this.ownedGroup(readerId, groupId);
    if (E.isLeft(owned)) return owned;
    if (userId.toLowerCase() === readerId.toLowerCase()) return E.left(ownerCannotLeave());
    const removed = isWellFormedId(userId) && (await this.groups.removeMember(owned.right.id, userId));
    if (!removed) return E.left(notGroupMember('The user is not a member of the group'));
    return E.right(await this.answer(owned.right));
  }

  private async find(readerId: string, groupId: string): Promise<GroupDetails | null> {
    return isWellFormedId(groupId) ? this.groups.findById(groupId, readerId) : null;
  }

  private async ownedGroup(readerId: string, groupId: string): Promise<E.Either<AppError, GroupDetails>> {
    const group = await this.find(readerId, groupId);
    if (!group) return E.left(groupNotFound());
    return group.ownerId === readerId ? E.right(group) : E.left(notGroupOwner());
  }

  /** The owner first, then everyone else by username. */
  private async answer(group: GroupDetails): Promise<GroupMembersAnswer> {
    const members = await this.groups.members(group.id);
    const users: GroupMember[] = members
      .map((member) => ({
        userId: member.userId,
        username: member.username,
        isOwner: member.userId === group.ownerId,
        joinedAt: member.joinedAt.toISOString(),
      }))
      .sort((a, b) => Number(b.isOwner) - Number(a.isOwner));
    return { groupId: group.id, users };
  }
}
