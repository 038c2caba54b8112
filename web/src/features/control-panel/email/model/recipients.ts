import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { EMAIL_RECIPIENTS_MAX } from '../../../../../../domain/constants/email.constants';

// Who a mail goes to: chosen players, or every player with a verified address. Only a verified address
// receives mail, so a player without one cannot be chosen. Pure, so it is tested without a screen.

export interface Recipient {
  id: string;
  username: string;
  email: string | null;
}

export type RecipientMode = 'chosen' | 'all';

export interface Recipients {
  mode: RecipientMode;
  chosen: readonly Recipient[];
}

export const NO_RECIPIENTS: Recipients = { mode: 'chosen', chosen: [] };

/** A player a mail can reach: an address, and verified. */
export const isReachable = (user: Pick<ManagedUserView, 'email' | 'emailVerified'>): boolean =>
  user.email !== null && user.emailVerified;

export const isChosen = (recipients: Recipients, id: string): boolean =>
  recipients.chosen.some((recipient) => recipient.id === id);

export const canChooseMore = (recipients: Recipients): boolean =>
  recipients.chosen.length < EMAIL_RECIPIENTS_MAX;

/** Adds a reachable player once; anyone else leaves the choice as it was. */
export function choose(recipients: Recipients, user: ManagedUserView): Recipients {
  if (!isReachable(user) || isChosen(recipients, user.id) || !canChooseMore(recipients)) return recipients;
  return {
    ...recipients,
    chosen: [...recipients.chosen, { id: user.id, username: user.username, email: user.email }],
  };
}

export const unchoose = (recipients: Recipients, id: string): Recipients => ({
  ...recipients,
  chosen: recipients.chosen.filter((recipient) => recipient.id !== id),
});

/** The chosen ones stay while "all" is picked, so switching back does not lose them. */
export const withMode = (recipients: Recipients, mode: RecipientMode): Recipients => ({
  ...recipients,
  mode,
});

/** Nothing to send to yet: chosen players, but none chosen. */
export const lacksRecipients = (recipients: Recipients): boolean =>
  recipients.mode === 'chosen' && recipients.chosen.length === 0;

export const userIdsOf = (recipients: Recipients): string[] =>
  recipients.chosen.map((recipient) => recipient.id);
