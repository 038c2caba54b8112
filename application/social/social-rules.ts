// The server's limits of groups and the follow list (the spec names none): enough for any circle of
// friends, too few for anyone to fill the tables.
export const MAX_OWNED_GROUPS = 20;
export const MAX_FOLLOWED = 100;
export const USER_SEARCH_MAX_RESULTS = 20;
