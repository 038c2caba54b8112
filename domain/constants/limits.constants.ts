// Field limits of the forms (spec 5 and 9, admin spec 5). Validators and UI hints read these.
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 50;
/** The special characters a password must have one of (the error text lists them). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-';
export const SUGGESTION_TEXT_MAX_LENGTH = 25;
export const GROUP_CODE_MIN_LENGTH = 1;
export const GROUP_CODE_MAX_LENGTH = 5;
/** The spec names no limit for a group's name: enough for any circle of friends. */
export const GROUP_NAME_MAX_LENGTH = 30;
export const SHOWCASE_MAX = 3;
export const USER_SEARCH_MIN_LENGTH = 2;
export const BRANDING_TEXT_MAX_LENGTH = 25;
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_RATING_DEFAULT = 3;
/** Above this the unread badge stops counting and shows `9+`. */
export const UNREAD_BADGE_MAX = 9;
