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
