/**
 * Calls a subscriber without letting its failure escape into the adapter's event loop, where it would crash
 * the process and starve the other subscribers. Listeners own their errors; this is the last safety net.
 */
export function deliver(listener: (message: string) => void, message: string): void {
  try {
    listener(message);
  } catch (error) {
    console.error('cache subscriber failed', error);
  }
}
