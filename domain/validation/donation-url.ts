import * as E from 'fp-ts/Either';
import { domainError, type ValidationError } from '../errors/domain-error';

/** The footer's donation link; longer than this is surely not a link anyone typed. */
export const DONATION_URL_MAX_LENGTH = 500;

// Only a web address may become a link in every player's footer: no `javascript:`, `data:` or `mailto:`.
// The scheme is checked on the text itself, because URL parsing accepts `http:example.com` and the like.
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

const invalidDonationUrl = () =>
  domainError(
    'INVALID_DONATION_URL',
    `The donation link must be a full http or https address of at most ${DONATION_URL_MAX_LENGTH} characters`,
    'donationUrl',
  );

function isWebAddress(text: string): boolean {
  if (!WEB_ADDRESS.test(text)) return false;
  try {
    const url = new URL(text);
    // Credentials in a public link would be shown to every visitor (and are a phishing staple).
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The donation link as stored: trimmed; empty (or null) means "no link" and is stored as null; anything
 * else must be an absolute http(s) address.
 */
export const validateDonationUrl = (
  raw: string | null,
): E.Either<ValidationError<'INVALID_DONATION_URL'>, string | null> => {
  const text = (raw ?? '').trim();
  if (text === '') return E.right(null);
  return text.length <= DONATION_URL_MAX_LENGTH && isWebAddress(text)
    ? E.right(text)
    : E.left(invalidDonationUrl());
};

/** A stored value the footer may use as it is: null or an address this validator would have stored. */
export const isStoredDonationUrl = (value: unknown): value is string | null => {
  if (value === null) return true;
  if (typeof value !== 'string') return false;
  const stored = validateDonationUrl(value);
  return E.isRight(stored) && stored.right === value;
};
