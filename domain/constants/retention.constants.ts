// How long data nobody can use any more is kept before the daily pruning removes it (issue 17).

/**
 * A guest's games stay under their guest id while the guest may still come back with the same browser
 * and carry them into a new account (DESIGN 5). Ninety days is a season of occasional play; a browser
 * silent that long has most likely lost the id (cleared storage, a new phone), and then the games only
 * tie a stranger's device to what it did.
 */
export const GUEST_DATA_RETENTION_DAYS = 90;

/**
 * A revoked login session signs nobody in, so no feature needs it; it is kept a week so that whoever
 * looks into "why was I signed out" still finds when it ended.
 */
export const REVOKED_SESSION_RETENTION_DAYS = 7;
