// Texts the spec (section 8 of both documents) gives verbatim. Server answers and browser fallbacks
// must match them character for character, so both sides import them from here.
export const LOGIN_FAILED_TEXT = 'Väärä käyttäjätunnus tai salasana';
export const LOGIN_THROTTLED_TEXT = 'Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen';
export const NETWORK_ERROR_TEXT = 'Palvelimeen ei saada yhteyttä. Yritä myöhemmin uudelleen.';

export const GAME_ALREADY_COMPLETED_TEXT = 'Game already completed for this date';
export const NO_ACTIVE_GAME_TO_FORFEIT_TEXT = 'Aktiivista peliä ei löytynyt hylättäväksi';
export const FORFEIT_CONFIRM_TEXT =
  'Are you sure you want to forfeit the game? The score will be reset to 0.';
export const FORFEIT_FAILED_TEXT = 'Forfeiting the game failed';
export const INVALID_DATE_FORMAT_TEXT = 'Invalid date format. Expected format: YYYY-MM-DD';
export const GUEST_ATTEMPTS_FOR_USER_TEXT =
  'Attempted categories should be fetched via authenticated API for logged in users';

export const SESSION_EXPIRED_TEXT = 'Session expired';
export const TOO_MANY_PENDING_REQUESTS_TEXT = 'Too many pending requests';
export const TOKEN_REFRESH_TIMEOUT_TEXT = 'Token refresh timeout';

export const REGISTRATION_FAILED_TEXT = 'Registration failed';
export const EMAIL_UPDATE_FAILED_TEXT = 'Failed to update email';
export const EMAIL_REMOVE_FAILED_TEXT = 'Failed to remove email';
export const USERNAME_TAKEN_TEXT = 'Username already taken';
export const USER_NOT_FOUND_TEXT = 'User not found';

/** The code a client assumes when the server's answer carries none. */
export const DEFAULT_ERROR_CODE = 'INTERNAL_ERROR';

export const GAMES_MANAGEMENT_FALLBACK_TEXTS = {
  fetchGames: 'Failed to fetch games',
  fetchNextDate: 'Failed to fetch next available date',
  createGame: 'Failed to create game',
  updateGame: 'Failed to update game',
  deleteGame: 'Failed to delete game',
  publishGame: 'Failed to publish game',
} as const;
