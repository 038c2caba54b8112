// E-mail to players (admin spec 7 "E-mail", DESIGN 11). The spec names no limits; these are the control
// panel's, shared by the form's hints and the server's checks.
export const EMAIL_SUBJECT_MAX_LENGTH = 150;
export const EMAIL_MESSAGE_MAX_LENGTH = 10_000;
/** Of the HTML as written, before the allow-list: a long letter with markup fits many times over. */
export const EMAIL_HTML_MAX_LENGTH = 50_000;
/** Listed recipients of one send; "all players" has no such limit. */
export const EMAIL_RECIPIENTS_MAX = 10_000;
/** Mails a minute across every process of an instance, unless MAIL_RATE_PER_MINUTE says otherwise. */
export const MAIL_RATE_PER_MINUTE_DEFAULT = 120;
/** GET /manage/email/jobs lists this many, newest first. */
export const EMAIL_JOBS_LISTED = 50;
/** A job's recipients are shown this many a page. */
export const EMAIL_RECIPIENTS_PAGE_SIZE = 100;
