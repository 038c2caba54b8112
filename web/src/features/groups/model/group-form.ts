import * as E from 'fp-ts/Either';
import { validateGroupCode } from '../../../../../domain/validation/group-code';
import { validateGroupName, type GroupNameErrorCode } from '../../../../../domain/validation/group-name';
import type { NewGroup } from '../../../lib/api/groups-api';

export type GroupFormErrors = { name?: GroupNameErrorCode; groupCode?: 'GROUP_CODE_INVALID' };

/**
 * The create form's values as a request, or what is wrong with them, by the server's rules: a name of at
 * most 30 characters, and a code of 1-5 letters or digits if any.
 */
export function newGroup(name: string, code: string): E.Either<GroupFormErrors, NewGroup> {
  const checkedName = validateGroupName(name);
  const checkedCode = validateGroupCode(code);
  if (E.isLeft(checkedName) || E.isLeft(checkedCode))
    return E.left({
      ...(E.isLeft(checkedName) ? { name: checkedName.left.code } : {}),
      ...(E.isLeft(checkedCode) ? { groupCode: checkedCode.left.code } : {}),
    });
  const trimmed = checkedName.right;
  return E.right(
    checkedCode.right === undefined ? { name: trimmed } : { name: trimmed, groupCode: checkedCode.right },
  );
}

/** The join form's code: required here (joining without one is impossible), 1-5 letters or digits. */
export function joinCode(code: string): E.Either<'GROUP_CODE_REQUIRED' | 'GROUP_CODE_INVALID', string> {
  const checked = validateGroupCode(code);
  if (E.isLeft(checked)) return E.left('GROUP_CODE_INVALID');
  return checked.right === undefined ? E.left('GROUP_CODE_REQUIRED') : E.right(checked.right);
}

/** A route's group reference: a join code (1-5 letters or digits) or, for a group without one, its id. */
export const isGroupCode = (reference: string): boolean => {
  const checked = validateGroupCode(reference);
  return E.isRight(checked) && checked.right !== undefined;
};
