import { domainError, type DomainError } from '../errors/domain-error';

// DESIGN 11: the system switches that decide who may open which day's game. The browser hides the
// buttons; this rule is what the server holds to, so a hidden button cannot be reached by calling the API.

/** The settings that gate play, under their setting names. */
export interface PlaySwitches {
  readonly dailyEnabled: boolean;
  readonly showGuestPlayButton: boolean;
  readonly showGuestPreviousDaysButton: boolean;
}

export type PlaySwitchName = keyof PlaySwitches;

export type PlayGateCode = 'DAILY_DISABLED' | 'GUEST_PLAY_DISABLED' | 'GUEST_PREVIOUS_DAYS_DISABLED';

/** Who asks for which day: a guest (or a caller naming nobody) or a registered player. */
export interface PlayRequest {
  readonly guest: boolean;
  readonly gameDate: string;
  /** Today in the instance's time zone; dates compare as `YYYY-MM-DD` text. */
  readonly today: string;
}

/**
 * The switches that could refuse this request, most general first. Empty means none can, so the caller
 * need not read the settings at all: a registered player's earlier day, or a day still to come (which no
 * one can open anyway).
 */
export function switchesFor(request: PlayRequest): readonly PlaySwitchName[] {
  if (request.gameDate === request.today) {
    return request.guest ? ['dailyEnabled', 'showGuestPlayButton'] : ['dailyEnabled'];
  }
  if (request.gameDate < request.today && request.guest) return ['showGuestPreviousDaysButton'];
  return [];
}

const REFUSALS: Record<PlaySwitchName, DomainError<PlayGateCode>> = {
  dailyEnabled: domainError(
    'DAILY_DISABLED',
    "Today's game is not available: the daily game is turned off. Earlier days can still be played.",
  ),
  showGuestPlayButton: domainError('GUEST_PLAY_DISABLED', "Sign in to play today's game"),
  showGuestPreviousDaysButton: domainError('GUEST_PREVIOUS_DAYS_DISABLED', 'Sign in to play earlier days'),
};

/**
 * Whether a new game may start (or its words be shown) for this request: null when it may, else the
 * refusal of the first switch that is off. The daily switch comes first: with the daily game off nobody
 * plays today, so a guest is not told that signing in would help.
 */
export function playRefusal(request: PlayRequest, switches: PlaySwitches): DomainError<PlayGateCode> | null {
  const off = switchesFor(request).find((name) => !switches[name]);
  return off === undefined ? null : REFUSALS[off];
}
