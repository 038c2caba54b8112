import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { GroupAnswer } from '../../contracts/social.codec';
import { validateGroupCode } from '../../domain/validation/group-code';
import { validateGroupName } from '../../domain/validation/group-name';
import { fromRule, type AppError } from '../errors/app-error';
import { CLOCK, type Clock } from '../ports/clock.port';
import { GROUP_CODE_MAX_LENGTH } from '../../domain/constants/limits.constants';
import { MAX_CODE_ATTEMPTS, readableCode } from '../codes/readable-code';
import { GROUP_REPOSITORY, type CreateGroupOutcome, type GroupRepository } from '../ports/group.repository';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { groupCodeTaken, groupLimitReached, groupNotFound } from './social-errors';
import { MAX_OWNED_GROUPS } from './social-rules';
import { toGroupView } from './group-view';

export interface CreateGroupInput {
  name: string;
  groupCode?: string | null;
}

/** POST /groups: the creator owns the group and is its first member; a group always has a code. */
@injectable()
export class CreateGroup {
  constructor(
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(ownerId: string, input: CreateGroupInput): Promise<E.Either<AppError, GroupAnswer>> {
    const name = validateGroupName(input.name);
    if (E.isLeft(name)) return E.left(fromRule(name.left));
    const code = validateGroupCode(input.groupCode);
    if (E.isLeft(code)) return E.left(fromRule(code.left));

    const id = this.random.uuid();
    const group = { id, name: name.right, ownerId, createdAt: this.clock.now() };
    // Without a chosen code the group gets a generated one: members join and owners delete by code.
    const chosen = code.right;
    let outcome: CreateGroupOutcome = 'code_taken';
    for (let attempt = 0; outcome === 'code_taken' && attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const groupCode = chosen ?? readableCode(this.random, GROUP_CODE_MAX_LENGTH);
      outcome = await this.groups.create({ ...group, groupCode }, MAX_OWNED_GROUPS);
      if (chosen !== undefined) break;
    }
    if (outcome === 'code_taken') return E.left(groupCodeTaken());
    if (outcome === 'limit_reached') return E.left(groupLimitReached());
    const created = await this.groups.findById(id, ownerId);
    return created ? E.right({ group: toGroupView(created, ownerId) }) : E.left(groupNotFound());
  }
}
