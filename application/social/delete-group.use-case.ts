import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateGroupCode } from '../../domain/validation/group-code';
import { fromRule, type AppError } from '../errors/app-error';
import { GROUP_REPOSITORY, type GroupRepository } from '../ports/group.repository';
import { groupNotFound, notGroupOwner } from './social-errors';

export interface GroupGoneAnswer {
  message: string;
  groupId: string;
}

/** DELETE /groups/code/{code}: only the owner deletes a group; its memberships go with it. */
@injectable()
export class DeleteGroup {
  constructor(@inject(GROUP_REPOSITORY) private readonly groups: GroupRepository) {}

  async byCode(readerId: string, rawCode: string): Promise<E.Either<AppError, GroupGoneAnswer>> {
    const code = validateGroupCode(rawCode);
    if (E.isLeft(code)) return E.left(fromRule(code.left));
    if (code.right === undefined) return E.left(groupNotFound());
    const group = await this.groups.findByCode(code.right, readerId);
    if (!group) return E.left(groupNotFound());
    if (group.ownerId !== readerId) return E.left(notGroupOwner());
    await this.groups.delete(group.id);
    return E.right({ message: 'Group deleted', groupId: group.id });
  }
}
