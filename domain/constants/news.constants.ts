// News items and their polls (admin spec 5 and 9, DESIGN 11). The spec names only the free-form answer's
// limit; the others are the control panel's choice, shared by the editor's hints and the server's checks.
export const NEWS_TITLE_MAX_LENGTH = 120;
/** Of the stored HTML, after the allow-list: a long article with some markup fits many times over. */
export const NEWS_CONTENT_MAX_LENGTH = 50_000;
export const NEWS_POLLS_MAX = 5;
export const POLL_QUESTION_MAX_LENGTH = 200;
export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 10;
export const POLL_OPTION_MAX_LENGTH = 100;
export const POLL_FREE_FORM_MAX_LENGTH = 500;
/** Players and guests see at most this many active items, newest first. */
export const PLAYER_NEWS_MAX = 50;
