/** Runs `work` holding the lock folder `lockDir`: waits while a live process holds it, takes a dead one's. */
export function withLock<T>(lockDir: string, work: () => T): T;
