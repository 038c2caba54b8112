import { USER_SEARCH_MIN_LENGTH } from '../../domain/constants/limits.constants';
import { appError } from '../errors/app-error';
import { MAX_FOLLOWED, MAX_OWNED_GROUPS } from './social-rules';

// The expected failures of groups, the follow list and the search, with stable codes.
export const groupNotFound = () => appError('GROUP_NOT_FOUND', 'Group not found');
export const groupCodeTaken = () => appError('GROUP_CODE_TAKEN', 'Group code already in use');
export const groupCodeMismatch = () => appError('GROUP_CODE_MISMATCH', 'Wrong group code');
export const notGroupOwner = () => appError('NOT_GROUP_OWNER', 'Only the owner of the group may do this');
export const notGroupMember = (message = 'Only members of the group may do this') =>
  appError('NOT_GROUP_MEMBER', message);
export const alreadyGroupMember = () => appError('ALREADY_GROUP_MEMBER', 'Already a member of the group');
export const ownerCannotLeave = () =>
  appError('OWNER_CANNOT_LEAVE', 'The owner cannot leave the group; delete the group instead');
export const groupLimitReached = () =>
  appError('GROUP_LIMIT_REACHED', `You can own at most ${MAX_OWNED_GROUPS} groups`, {
    limit: MAX_OWNED_GROUPS,
  });
export const followSelf = () => appError('FOLLOW_SELF', 'You cannot follow yourself');
export const followLimitReached = () =>
  appError('FOLLOW_LIMIT_REACHED', `You can follow at most ${MAX_FOLLOWED} players`, {
    limit: MAX_FOLLOWED,
  });
export const searchTermTooShort = () =>
  appError('SEARCH_TERM_TOO_SHORT', `Search term must be at least ${USER_SEARCH_MIN_LENGTH} characters`, {
    minLength: USER_SEARCH_MIN_LENGTH,
  });
