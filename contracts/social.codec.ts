import * as t from 'io-ts';
import { withOptional } from './codec-helpers';
import type { SuggestionStatus } from '../domain/suggestions/suggestion-status';

export type { SuggestionStatus };

// Requests and answers of /groups/*, /referral/* and /suggestions/* (player-side spec 7). Group
// scoreboards answer with the shapes of scoreboard.codec.ts.

export const CreateGroupRequest = withOptional(
  { name: t.string },
  { groupCode: t.union([t.string, t.null]) },
  'CreateGroupRequest',
);
/** Joining yourself needs the group's code: a group id alone lets nobody in. */
export const JoinGroupRequest = t.exact(t.type({ groupCode: t.string }), 'JoinGroupRequest');
export const AddGroupMemberRequest = t.exact(t.type({ userId: t.string }), 'AddGroupMemberRequest');

export interface GroupView {
  id: string;
  name: string;
  groupCode: string | null;
  ownerId: string;
  ownerUsername: string;
  memberCount: number;
  isOwner: boolean;
  isMember: boolean;
  createdAt: string;
}
export interface GroupAnswer {
  group: GroupView;
}
export interface GroupsAnswer {
  groups: GroupView[];
}
export interface GroupMember {
  userId: string;
  username: string;
  isOwner: boolean;
  joinedAt: string;
}
export interface GroupMembersAnswer {
  groupId: string;
  users: GroupMember[];
}

export const ApplyReferralRequest = t.exact(t.type({ referralCode: t.string }), 'ApplyReferralRequest');
export interface ReferralCodeAnswer {
  referralCode: string;
}
export interface ApplyReferralAnswer {
  message: string;
  referrer: string;
}
export interface ReferralStatsAnswer {
  referralCode: string | null;
  referralCount: number;
  adFreeUntil: string | null;
  referrals: { username: string; joinedAt: string }[];
}
export interface TopReferrersAnswer {
  referrers: { userId: string; username: string; referralCount: number }[];
}

export const SubmitSuggestionRequest = t.exact(
  t.type({ name: t.string, words: t.array(t.string), extraWord: t.string }),
  'SubmitSuggestionRequest',
);
export interface SuggestionView {
  id: string;
  name: string;
  words: string[];
  extraWord: string;
  status: SuggestionStatus;
  createdAt: string;
  reviewedAt: string | null;
}
export interface SuggestionAnswer {
  suggestion: SuggestionView;
  /** Achievements this submission unlocked (SUGGESTIONS family), as the game result lists them. */
  achievements: { type: string; count: number }[];
}
export interface SuggestionsAnswer {
  suggestions: SuggestionView[];
}
export interface NextAvailableDateAnswer {
  /** The first date from tomorrow on without a published game: where a new category could go. */
  date: string;
}
export interface TopSuggestersAnswer {
  suggesters: { userId: string; username: string; suggestionCount: number }[];
}
