export interface ReadEvent {
  readonly event: string;
  readonly data: unknown;
}

/** Parses server-sent events text (`event:` and `data:` lines, events apart by a blank line). */
export const parseEvents = (text: string): ReadEvent[] =>
  text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const field = (name: string) =>
        lines
          .filter((line) => line.startsWith(`${name}:`))
          .map((line) => line.slice(name.length + 1).trimStart())
          .join('\n');
      return { event: field('event') || 'message', data: JSON.parse(field('data')) };
    });

/**
 * Reads a real event stream as a browser would (fetch, a reader), until it ends or `count` events have
 * come; then lets go of the connection. Answers the status, the content type and the events.
 */
export async function readEventStream(
  url: string,
  init: RequestInit,
  count = Number.POSITIVE_INFINITY,
): Promise<{ status: number; contentType: string | null; events: ReadEvent[]; body: string }> {
  const aborted = new AbortController();
  const response = await fetch(url, { ...init, signal: aborted.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.endsWith('\n\n') && parseEvents(text).length >= count) {
      aborted.abort();
      break;
    }
  }
  const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events: isStream ? parseEvents(text) : [],
    body: text,
  };
}

export interface TimedEvent extends ReadEvent {
  /** When the event arrived, in ms after the request was sent. */
  readonly atMs: number;
}

/**
 * Reads an event stream to its end, noting when each event arrived: a proxy that held the stream back
 * would deliver every event at once, at the end. `heard` hears each event as it comes. Answers the
 * status, the headers and the events.
 */
export async function readTimedEvents(
  url: string,
  init: RequestInit,
  heard: (event: TimedEvent) => void = () => {},
): Promise<{ status: number; headers: Headers; events: TimedEvent[] }> {
  const sentAt = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: TimedEvent[] = [];
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending += decoder.decode(value, { stream: true });
    const end = pending.lastIndexOf('\n\n');
    if (end < 0) continue;
    const atMs = performance.now() - sentAt;
    for (const event of parseEvents(pending.slice(0, end + 2))) {
      events.push({ ...event, atMs });
      heard({ ...event, atMs });
    }
    pending = pending.slice(end + 2);
  }
  return { status: response.status, headers: response.headers, events };
}
