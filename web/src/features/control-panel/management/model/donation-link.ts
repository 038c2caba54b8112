import * as E from 'fp-ts/Either';
import { validateDonationUrl } from '../../../../../../domain/validation/donation-url';

// The footer's donation link as the admin types it: the domain's own rule (the server holds to the same),
// told at once instead of after a round trip.

/** What the field shows for the stored link. */
export const donationDraftOf = (stored: string | null): string => stored ?? '';

/** The value to send: trimmed, empty as null (no link); a draft the rule refuses answers 'invalid'. */
export function donationRequest(draft: string): { donationUrl: string | null } | 'invalid' {
  const checked = validateDonationUrl(draft);
  return E.isRight(checked) ? { donationUrl: checked.right } : 'invalid';
}

/** Unsaved: the draft would store something else than what is stored. */
export const donationDirty = (draft: string, stored: string | null): boolean =>
  (draft.trim() === '' ? null : draft.trim()) !== stored;
