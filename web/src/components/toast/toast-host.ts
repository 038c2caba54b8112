import { useEffect, useSyncExternalStore, type RefObject } from 'react';

// A modal <dialog> is drawn above everything and makes the rest of the page inert, to the eye and to screen
// readers alike: toasts raised while one is open are only seen and heard from inside it. The dialogs that
// asked to host them, the newest last.
let hosts: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * The app's toasts live inside this dialog while it is mounted. For a dialog that raises toasts while it is
 * open (the play-test's board); others leave the toasts in the page, which they see once they close.
 */
export function useToastHost(dialog: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    hosts = [...hosts, element];
    emit();
    return () => {
      hosts = hosts.filter((host) => host !== element);
      emit();
    };
  }, [dialog]);
}

/** The dialog the toaster renders into, or null for its own place at the end of the app. */
export const useToastHostElement = (): HTMLElement | null =>
  useSyncExternalStore(
    subscribe,
    () => hosts[hosts.length - 1] ?? null,
    () => null,
  );
