// A reader of the text/event-stream format (the HTML standard's "server-sent events"), fed the text as it
// arrives in chunks of any size. EventSource would do this itself, but it can neither POST nor send the
// bearer token, so the tab reads the stream with fetch and parses it here.

export interface SseMessage {
  /** `message` when the event named no type. */
  readonly event: string;
  /** The data lines joined by newlines. */
  readonly data: string;
  /** The last id the stream gave, if any. */
  readonly id: string | null;
}

export interface SseParser {
  /** Text as it arrives; complete events go to the listener at once. */
  push(chunk: string): void;
  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): void;
}

export function createSseParser(onMessage: (message: SseMessage) => void): SseParser {
  let buffer = '';
  let started = false;
  let event = '';
  let data: string[] = [];
  let id: string | null = null;

  function dispatch() {
    if (data.length > 0) onMessage({ event: event === '' ? 'message' : event, data: data.join('\n'), id });
    event = '';
    data = [];
  }

  function line(text: string) {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are ignored: the tab decides itself when to reconnect.
  }

  return {
    push(chunk) {
      buffer += chunk;
      if (!started && buffer.length > 0) {
        started = true;
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1);
      }
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR last in the chunk may be the first half of a CRLF: wait for the next chunk to tell.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const width = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + width);
        line(text);
      }
    },
    end() {
      // A lone CR held back ends its line now.
      if (buffer.endsWith('\r')) {
        line(buffer.slice(0, -1));
      }
      buffer = '';
      event = '';
      data = [];
    },
  };
}
