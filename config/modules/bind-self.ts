import type { Bind, Newable } from 'inversify';

/** Binds each class to itself: the use cases and services a module offers under their own class. */
export function bindSelf(bind: Bind, classes: readonly Newable[]): void {
  for (const service of classes) bind(service).toSelf();
}
