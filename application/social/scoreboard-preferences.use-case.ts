import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { DEFAULT_SORTING, type ScoreboardPreferences } from '../../contracts/scoreboard.codec';
import type { AppError } from '../errors/app-error';
import { GROUP_REPOSITORY, type GroupRepository } from '../ports/group.repository';
import {
  SCOREBOARD_PREFERENCES_REPOSITORY,
  type ScoreboardPreferencesRepository,
} from '../ports/scoreboard-preferences.repository';
import { groupNotFound, notGroupMember } from './social-errors';
import { isWellFormedId } from '../../domain/validation/well-formed-id';

export const DEFAULT_SCOREBOARD_PREFERENCES: ScoreboardPreferences = {
  ...DEFAULT_SORTING,
  filter: 'all',
  selectedGroupId: null,
};

/** GET and PUT /scoreboard/preferences: the players tab's sort, order, filter and selected group. */
@injectable()
export class ScoreboardPreferencesService {
  constructor(
    @inject(SCOREBOARD_PREFERENCES_REPOSITORY) private readonly repository: ScoreboardPreferencesRepository,
    @inject(GROUP_REPOSITORY) private readonly groups: GroupRepository,
  ) {}

  /** A group the player has left since selecting it is selected no more. */
  async get(userId: string): Promise<ScoreboardPreferences> {
    const stored = { ...DEFAULT_SCOREBOARD_PREFERENCES, ...(await this.repository.find(userId)) };
    const groupId = stored.selectedGroupId;
    if (groupId !== null && !(await this.groups.isMember(groupId, userId))) {
      return { ...stored, selectedGroupId: null };
    }
    return stored;
  }

  /** A partial update: fields left out keep their stored value. Only a group of one's own can be selected. */
  async update(
    userId: string,
    change: Partial<ScoreboardPreferences>,
  ): Promise<E.Either<AppError, ScoreboardPreferences>> {
    const next = { ...(await this.get(userId)), ...change };
    if (next.selectedGroupId === '') next.selectedGroupId = null;
    if (change.selectedGroupId && next.selectedGroupId !== null) {
      const groupId = next.selectedGroupId;
      const group = isWellFormedId(groupId) ? await this.groups.findById(groupId, userId) : null;
      if (!group) return E.left(groupNotFound());
      if (!group.readerIsMember) return E.left(notGroupMember());
      next.selectedGroupId = group.id;
    }
    await this.repository.save(userId, next);
    return E.right(next);
  }
}
