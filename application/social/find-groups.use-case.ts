import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupAnswer, GroupsAnswer } from '../../contracts/social.codec';
import { validateGroupCode } from '../../domain/validation/group-code';
import { fromRule, type AppError } from '../errors/app-error';
import { GROUP_REPOSITORY, type GroupRepository } from '../ports/group.repository';
import { groupNotFound } from './social-errors';
import { toGroupView } from './group-view';

/** GET /groups, /groups/user and /groups/code/{code}: each group as the reader sees it. */
@injectable()
export class FindGroups {
  constructor(@inject(GROUP_REPOSITORY) private readonly groups: GroupRepository) {}

  async owned(readerId: string): Promise<GroupsAnswer> {
    const owned = await this.groups.ownedBy(readerId);
    return { groups: owned.map((group) => toGroupView(group, readerId)) };
  }

  async memberOf(readerId: string): Promise<GroupsAnswer> {
    const joined = await this.groups.memberOf(readerId);
    return { groups: joined.map((group) => toGroupView(group, readerId)) };
  }

  /** Anyone signed in may look a group up by its code: that is how one finds a group to join. */
  async byCode(readerId: string, rawCode: string): Promise<E.Either<AppError, GroupAnswer>> {
    const code = validateGroupCode(rawCode);
    if (E.isLeft(code)) return E.left(fromRule(code.left));
    if (code.right === undefined) return E.left(groupNotFound());
    const group = await this.groups.findByCode(code.right, readerId);
    return group ? E.right({ group: toGroupView(group, readerId) }) : E.left(groupNotFound());
  }
}
