import { PassThrough } from 'node:stream';
import type { Context } from 'koa';

export interface StreamedEvent {
  readonly event: string;
  readonly data: unknown;
}

/**
 * Answers with a server-sent event stream (text/event-stream) of the events `source` yields, then ends.
 * Proxies are told not to buffer it; a browser that goes away aborts `signal`, which the source obeys.
 * The stream is written by hand: the format is four lines (`event:`, `data:`, blank), and no library
 * would be smaller than this function.
 */
export function streamEvents(
  ctx: Context,
  source: (signal: AbortSignal) => AsyncIterable<StreamedEvent>,
  status = 200,
): void {
  const stream = new PassThrough();
  const aborted = new AbortController();
  // The response's close, not the request's: a request whose body was read has closed already.
  ctx.res.on('close', () => aborted.abort());
  ctx.status = status;
  ctx.set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  // Compression would hold events back until a buffer fills.
  ctx.compress = false;
  ctx.body = stream;
  void (async () => {
    try {
      for await (const { event, data } of source(aborted.signal)) {
        stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      }
    } catch {
      stream.write(`event: error\ndata: ${JSON.stringify({ code: 'STREAM_FAILED' })}\n\n`);
    } finally {
      stream.end();
    }
  })();
}
