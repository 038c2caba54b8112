import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupAnswer } from '../../contracts/social.codec';
import { validateGroupCode } from '../../domain/validation/group-code';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GROUP_REPOSITORY, type GroupRepository } from '../ports/group.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { groupCodeTaken, groupLimitReached, groupNotFound } from './social-errors';
import { MAX_OWNED_GROUPS, validateGroupName } from './social-rules';
import { toGroupView } from './group-view';

export interface CreateGroupInput {
  name: string;
  groupCode?: string | null;
}

/** POST /groups: the creator owns the group and is its first member. */
@injectable()
export class CreateGroup {
  constructor(
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(ownerId: string, input: CreateGroupInput): Promise<E.Either<AppError, GroupAnswer>> {
    const name = validateGroupName(input.name);
    if (E.isLeft(name)) return name;
    const code = validateGroupCode(input.groupCode);
    if (E.isLeft(code)) return E.left(fromRule(code.left));

    const id = this.random.uuid();
    const group = {
      id,
      name: name.right,
      groupCode: code.right ?? null,
      ownerId,
      createdAt: this.clock.now(),
    };
    const outcome = await this.groups.create(group, MAX_OWNED_GROUPS);
    if (outcome === 'code_taken') return E.left(groupCodeTaken());
    if (outcome === 'limit_reached') return E.left(groupLimitReached());
    const created = await this.groups.findById(id, ownerId);
    return created ? E.right({ group: toGroupView(created, ownerId) }) : E.left(groupNotFound());
  }
}
