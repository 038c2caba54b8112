// Whether the app can reach its server. The browser's `navigator.onLine` only knows of a network at all
// (it stays true behind a dead Wi-Fi, a captive portal or a server that is down), so the page's own
// requests tell too: one that could not reach the server marks it unreachable until one gets through.

type Listener = () => void;

let unreachable = false;
const listeners = new Set<Listener>();
const changed = () => listeners.forEach((listener) => listener());

export function noteServerReached(): void {
  if (!unreachable) return;
  unreachable = false;
  changed();
}

export function noteServerUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  changed();
}

export const isOffline = (): boolean => unreachable || !navigator.onLine;

export function subscribeToConnection(listener: Listener): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * `fetch` that reports what it learns of the connection. A request the page itself cancelled says
 * nothing; any answer at all (an error status included) means the server was reached.
 */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export const reportingFetch =
  (fetch: Fetch): Fetch =>
  async (input, init) => {
    try {
      const response = await fetch(input, init);
      noteServerReached();
      return response;
    } catch (error) {
      if (!init.signal?.aborted) noteServerUnreachable();
      throw error;
    }
  };
