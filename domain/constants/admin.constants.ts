// Defaults of the control panel's statistics and user lists (admin spec 2 and 9).
export const INACTIVE_USERS_DEFAULT_DAYS = 30;
export const STATS_PERIOD_DEFAULT = '30d';
