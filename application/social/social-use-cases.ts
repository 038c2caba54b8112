import { inject, injectable } from 'inversify';
import { CreateGroup } from './create-group.use-case';
import { DeleteGroup } from './delete-group.use-case';
import { FindGroups } from './find-groups.use-case';
import { FollowList } from './follow-list.use-case';
import { GroupMembers } from './group-members.use-case';
import { GroupMembership } from './group-membership.use-case';
import { ScoreboardPreferencesService } from './scoreboard-preferences.use-case';
import { SearchUsers } from './search-users.use-case';

/** Everything the group and follow-list routers call, in one injectable. */
@injectable()
export class SocialUseCases {
  constructor(
    @inject(CreateGroup) readonly createGroup: CreateGroup,
    @inject(FindGroups) readonly findGroups: FindGroups,
    @inject(DeleteGroup) readonly deleteGroup: DeleteGroup,
    @inject(GroupMembers) readonly members: GroupMembers,
    @inject(GroupMembership) readonly membership: GroupMembership,
    @inject(FollowList) readonly followList: FollowList,
    @inject(SearchUsers) readonly searchUsers: SearchUsers,
    @inject(ScoreboardPreferencesService) readonly preferences: ScoreboardPreferencesService,
  ) {}
}
