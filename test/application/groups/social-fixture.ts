import { PostgresFollowRepository } from '../../../adapters/postgres/postgres-follow.repository';
import { PostgresGroupRepository } from '../../../adapters/postgres/postgres-group.repository';
import { PostgresScoreboardPreferencesRepository } from '../../../adapters/postgres/postgres-scoreboard-preferences.repository';
import { PostgresUserRepository } from '../../../adapters/postgres/postgres-user.repository';
import { CryptoRandomSource } from '../../../adapters/system/crypto-random-source';
import type { NewUser } from '../../../application/ports/user.repository';
import { CreateGroup } from '../../../application/social/create-group.use-case';
import { DeleteGroup } from '../../../application/social/delete-group.use-case';
import { FindGroups } from '../../../application/social/find-groups.use-case';
import { FollowList } from '../../../application/social/follow-list.use-case';
import { GroupMembers } from '../../../application/social/group-members.use-case';
import { GroupMembership } from '../../../application/social/group-membership.use-case';
import { ScoreboardPreferencesService } from '../../../application/social/scoreboard-preferences.use-case';
import { SearchUsers } from '../../../application/social/search-users.use-case';
import type { GroupView } from '../../../contracts/social.codec';
import { storeUser } from '../../support/contracts/user-repository.contract';
import { FakeClock } from '../../support/fake-clock';
import { useSqlDatabase } from '../../support/sql-database';
import { rightOf } from '../../support/either';

export const CLOCK_START = '2026-06-15T09:00:00.000Z';

/** The social use cases over the real SQL adapters of one migrated database (emptied before each test). */
export function useSocial() {
  const database = useSqlDatabase();
  const clock = new FakeClock(CLOCK_START);
  const wire = () => {
    const db = database();
    const groups = new PostgresGroupRepository(db);
    const follows = new PostgresFollowRepository(db);
    return {
      db,
      users: new PostgresUserRepository(db),
      groups,
      createGroup: new CreateGroup(groups, new CryptoRandomSource(), clock),
      findGroups: new FindGroups(groups),
      deleteGroup: new DeleteGroup(groups),
      members: new GroupMembers(groups, clock),
      membership: new GroupMembership(groups, clock),
      followList: new FollowList(follows, clock),
      search: new SearchUsers(follows),
      preferences: new ScoreboardPreferencesService(new PostgresScoreboardPreferencesRepository(db), groups),
    };
  };
  let wired: ReturnType<typeof wire> | undefined;
  beforeEach(() => {
    clock.set(CLOCK_START);
    wired = wire();
  });
  const social = () => {
    if (!wired) throw new Error('useSocial: wired in a beforeEach hook');
    return wired;
  };
  return {
    social,
    clock,
    /** A stored user; `username` defaults to a fresh one. */
    user: (overrides: Partial<NewUser> = {}) => storeUser(social().users, overrides),
    /** A group created by `ownerId`, answered as its owner sees it. */
    group: async (ownerId: string, name = 'Ystävät', groupCode: string | null = null): Promise<GroupView> =>
      rightOf(await social().createGroup.execute(ownerId, { name, groupCode })).group,
  };
}
