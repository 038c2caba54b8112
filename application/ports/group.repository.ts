/** A group as one reader sees it: the counts and the reader's membership come with it in one read. */
export interface GroupDetails {
  id: string;
  name: string;
  groupCode: string | null;
  ownerId: string;
  ownerUsername: string;
  memberCount: number;
  createdAt: Date;
  /** Whether the reader named in the read belongs to the group. */
  readerIsMember: boolean;
}

export interface NewGroup {
  id: string;
  name: string;
  groupCode: string;
  ownerId: string;
  createdAt: Date;
}

export interface GroupMemberRecord {
  userId: string;
  username: string;
  joinedAt: Date;
}

export type CreateGroupOutcome = 'created' | 'code_taken' | 'limit_reached';
export type AddMemberOutcome = 'added' | 'already_member' | 'group_not_found' | 'user_not_found';

/** Groups and their members. Ids handed in are well-formed uuids: the use cases check them first. */
export interface GroupRepository {
  /**
   * Stores the group with its owner as its first member. The store decides the two races: a code taken
   * by another group whatever its case, and an owner already owning `maxOwned` groups.
   */
  create(group: NewGroup, maxOwned: number): Promise<CreateGroupOutcome>;
  findById(id: string, readerId: string): Promise<GroupDetails | null>;
  /** Case-insensitive: "AbC" finds the group whose code is "abc". */
  findByCode(code: string, readerId: string): Promise<GroupDetails | null>;
  /** Ordered by name. */
  ownedBy(userId: string): Promise<GroupDetails[]>;
  /** The groups the user belongs to, owned ones included; ordered by name. */
  memberOf(userId: string): Promise<GroupDetails[]>;
  /** Deletes the group and its memberships. */
  delete(id: string): Promise<void>;
  /** Ordered by username. */
  members(groupId: string): Promise<GroupMemberRecord[]>;
  isMember(groupId: string, userId: string): Promise<boolean>;
  addMember(groupId: string, userId: string, joinedAt: Date): Promise<AddMemberOutcome>;
  /** Whether there was such a membership to remove. */
  removeMember(groupId: string, userId: string): Promise<boolean>;
}

export const GROUP_REPOSITORY = Symbol.for('GroupRepository');
