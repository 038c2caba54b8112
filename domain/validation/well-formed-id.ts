const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of users, groups and suggestions are uuids: anything else names nothing (and must never reach a uuid column). */
export const isWellFormedId = (id: string): boolean => UUID.test(id);
