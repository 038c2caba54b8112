import type {
  AdFreeRequest,
  AdFreeStatus,
  ManagedUserView,
} from '../../../../../../contracts/manage-users.codec';
import { dateFieldValue } from './format';

// The ad-free form: a permanent switch and a last ad-free day (`YYYY-MM-DD`, to the end of that day UTC).

export interface AdFreeDraft {
  permanent: boolean;
  /** A date field's value; '' for no end date. */
  until: string;
}

export const adFreeDraftOf = (status: AdFreeStatus): AdFreeDraft => ({
  permanent: status.isPermanentlyAdFree,
  until: dateFieldValue(status.adFreeUntil),
});

/** What the PUT sends: only the fields that differ from `status`; null when nothing does. */
export function adFreeChange(status: AdFreeStatus, draft: AdFreeDraft): AdFreeRequest | null {
  const change: AdFreeRequest = {};
  if (draft.permanent !== status.isPermanentlyAdFree) change.isPermanentlyAdFree = draft.permanent;
  if (draft.until !== dateFieldValue(status.adFreeUntil))
    change.adFreeUntil = draft.until === '' ? null : draft.until;
  return Object.keys(change).length === 0 ? null : change;
}

/** Whether the user sees no ads at `nowMs`: permanently, or an ad-free time that has not ended. */
export const isAdFreeAt = (
  user: Pick<ManagedUserView, 'isPermanentlyAdFree' | 'adFreeUntil'>,
  nowMs: number,
): boolean => user.isPermanentlyAdFree || (user.adFreeUntil !== null && Date.parse(user.adFreeUntil) > nowMs);
