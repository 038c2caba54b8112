import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../errors/http-error';

// The answers to a body the parser refuses. Fixed words: the parser's own messages quote the body
// ("Unexpected token 'h', ..."password":hunter2..." is not valid JSON"), and a body may hold a password.
export const NOT_JSON_TEXT = 'The request body is not valid JSON';
export const TOO_LARGE_TEXT = 'The request body is too large';
const UNSUPPORTED_TEXT = 'The request body has an encoding or character set the server does not read';
const UNREADABLE_TEXT = 'The request body could not be read';

interface ParserFailure {
  status?: unknown;
}

/** The parser's failure as one of the code table's answers; anything it raised is the body's fault. */
function refusalOf(error: unknown): HttpError {
  // co-body rethrows JSON.parse's SyntaxError (and bourne's refusal of `__proto__`) with status 400.
  if (error instanceof SyntaxError) return HttpError.of('INVALID_JSON', NOT_JSON_TEXT);
  const status = (error as ParserFailure | null)?.status;
  if (status === 413) return HttpError.of('PAYLOAD_TOO_LARGE', TOO_LARGE_TEXT);
  if (status === 415) return HttpError.of('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_TEXT);
  // A body cut short, a length that does not match, a gzip stream that does not inflate (zlib's errors
  // carry no status, and used to answer 500).
  return HttpError.of('BAD_REQUEST', UNREADABLE_TEXT);
}

/** How long a closing connection still takes (and drops) the rest of a refused body. */
const LINGER_MS = 2_000;

/**
 * A body the parser stopped reading part-way (over the limit, or broken) leaves the rest on the connection,
 * where no next request can begin: kept alive, the connection hung until the keep-alive timeout (66 s)
 * with the client's body half-sent. Such an answer closes the connection instead (`Connection: close`).
 * Closing at once while the body still arrives would be a reset, which can reach the client before the
 * answer does; so the rest is read and dropped, and the socket, half-closed by Node once the answer is
 * out, stays readable until the client closes its side, LINGER_MS at most (a lingering close).
 */
export function closeAfterAnswer(ctx: Context): void {
  if (ctx.req.complete) return;
  ctx.set('Connection', 'close');
  ctx.req.resume();
  const socket = ctx.req.socket;
  // Runs after Node's own handler, which has ended the socket and set it to be destroyed when the end is
  // written (`destroySoon`): that destruction becomes the bounded linger instead. (Should Node stop doing
  // it that way, nothing is removed here and the socket simply closes at once.)
  ctx.res.once('finish', () => {
    if (socket.destroyed) return;
    socket.removeListener('finish', socket.destroy);
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(linger));
  });
}

/** JSON bodies of POST, PUT and PATCH up to `limit` (e.g. '100kb'), refused in the code table's words. */
export function jsonBody(limit: string): Middleware {
  return bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    encoding: 'utf-8',
    // Called for the parser's own failures only, before the routes run: what a route throws passes by.
    onError: (error, ctx) => {
      closeAfterAnswer(ctx);
      throw refusalOf(error);
    },
  });
}
