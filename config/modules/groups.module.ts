import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import { FOLLOW_REPOSITORY } from '../../application/ports/follow.repository';
import { GROUP_REPOSITORY } from '../../application/ports/group.repository';
import { GROUP_CODE_LOOKUP_LIMITS } from '../../application/ports/rate-limiter.port';
import { SCOREBOARD_PREFERENCES_REPOSITORY } from '../../application/ports/scoreboard-preferences.repository';
import { CreateGroup } from '../../application/social/create-group.use-case';
import { DeleteGroup } from '../../application/social/delete-group.use-case';
import { FindGroups } from '../../application/social/find-groups.use-case';
import { FollowList } from '../../application/social/follow-list.use-case';
import { GroupMembers } from '../../application/social/group-members.use-case';
import { GroupMembership } from '../../application/social/group-membership.use-case';
import { ScoreboardPreferencesService } from '../../application/social/scoreboard-preferences.use-case';
import { SearchUsers } from '../../application/social/search-users.use-case';
import { SocialUseCases } from '../../application/social/social-use-cases';
import { PostgresFollowRepository } from '../../adapters/postgres/postgres-follow.repository';
import { PostgresGroupRepository } from '../../adapters/postgres/postgres-group.repository';
import { PostgresScoreboardPreferencesRepository } from '../../adapters/postgres/postgres-scoreboard-preferences.repository';
import { groupCodeLookupRateLimits } from '../../adapters/security/rate-limiters';
import { bindSelf } from './bind-self';

/** Groups (with the limits on looking codes up), the follow list with its user search, scoreboard preferences. */
export function groupsModule(settings: { cachePrefix: string; redis?: Redis }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(GROUP_CODE_LOOKUP_LIMITS).toConstantValue(
      groupCodeLookupRateLimits(settings.cachePrefix, settings.redis),
    );
    bind(GROUP_REPOSITORY).to(PostgresGroupRepository);
    bind(FOLLOW_REPOSITORY).to(PostgresFollowRepository);
    bind(SCOREBOARD_PREFERENCES_REPOSITORY).to(PostgresScoreboardPreferencesRepository);
    bindSelf(bind, [
      CreateGroup,
      FindGroups,
      DeleteGroup,
      GroupMembers,
      GroupMembership,
      FollowList,
      SearchUsers,
      ScoreboardPreferencesService,
      SocialUseCases,
    ]);
  });
}
