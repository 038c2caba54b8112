import type { RemoteKey } from './use-remote';

// Keys of reads that screens of more than one feature show: one read and one value for all of them, and
// a change made in one refreshes the others.

/** Today's game day (the control panel's calendar and statistics). */
export const GAME_TODAY_KEY: RemoteKey = ['game', 'today'];
/** The whole list; the scoreboard shows its head. */
export const TOP_SUGGESTERS_KEY: RemoteKey = ['social', 'top-suggesters'];
/** The whole list; the scoreboard shows its head. */
export const TOP_REFERRERS_KEY: RemoteKey = ['social', 'top-referrers'];

/** The messages of the day: the menu's message and the control panel's list of them. */
export const MESSAGES = 'messages';
export const MESSAGE_OF_THE_DAY_KEY: RemoteKey = [MESSAGES, 'of-the-day'];
