import type { GroupView } from '../../contracts/social.codec';
import type { GroupDetails } from '../ports/group.repository';

/** A group as the API answers it to `readerId`, the reader its details were read for. */
export const toGroupView = (group: GroupDetails, readerId: string): GroupView => ({
  id: group.id,
  name: group.name,
  groupCode: group.groupCode,
  ownerId: group.ownerId,
  ownerUsername: group.ownerUsername,
  memberCount: group.memberCount,
  isOwner: group.ownerId === readerId,
  isMember: group.readerIsMember,
  createdAt: group.createdAt.toISOString(),
});
