import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import {
  remoteOf,
  remoteQuery,
  type Readable,
  type Remote,
  type RemoteKey,
  type RemoteOptions,
} from '../../../web/src/lib/use-remote';

/** Lets the cache's promise chains and its notifications (sent on a zero timer) run. */
export const settle = async (rounds = 5): Promise<void> => {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

interface Pending<T> {
  readonly key: RemoteKey;
  readonly signal: AbortSignal;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A loader whose reads the test answers one by one; each read records its key and its signal. */
export class ManualLoader<T> {
  readonly reads: Pending<T>[] = [];

  for(key: RemoteKey): (signal: AbortSignal) => Promise<T> {
    return (signal) =>
      new Promise<T>((resolve, reject) => {
        this.reads.push({ key, signal, resolve, reject });
      });
  }

  /** The newest read of `key` (the test's way to answer it). */
  last(key: RemoteKey): Pending<T> {
    const read = this.reads.filter((pending) => JSON.stringify(pending.key) === JSON.stringify(key)).at(-1);
    if (read === undefined) throw new Error(`no read of ${JSON.stringify(key)}`);
    return read;
  }

  count(key: RemoteKey): number {
    return this.reads.filter((pending) => JSON.stringify(pending.key) === JSON.stringify(key)).length;
  }
}

/**
 * One screen's read as useRemote makes it, without React: the same options on the observer useQuery runs,
 * seen through the same view model. `show` moves it to another key, as a re-render with a new key does.
 */
export function aScreen<T extends Readable>(
  client: QueryClient,
  loader: ManualLoader<T>,
  key: RemoteKey | null,
  options: RemoteOptions<T> = {},
) {
  const optionsFor = (next: RemoteKey | null) =>
    remoteQuery(
      next,
      next === null ? () => Promise.reject(new Error('no key')) : loader.for(next),
      'Unit read failed',
      options,
    );
  const observer = new QueryObserver(client, optionsFor(key));
  const unsubscribe = observer.subscribe(() => undefined);
  return {
    get remote(): Remote<T> {
      return remoteOf(observer.getCurrentResult());
    },
    show(next: RemoteKey | null) {
      observer.setOptions(optionsFor(next));
    },
    leave: unsubscribe,
  };
}

/** Every console.warn of the test, kept instead of printed. */
export function recordWarnings() {
  const warnings: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void warnings.push(args);
  return { warnings, restore: () => (console.warn = original) };
}
