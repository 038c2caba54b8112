import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import type { Logger } from '../../application/ports/logger.port';
import type { RequestLine, RequestLog } from '../http/middleware/request-context';
import { prettyStream } from './log-format';

const WAITING_LINES_MAX_BYTES = 16 * 1024 * 1024;

let formattedAt = 0;
let formatted = '';

/**
 * pino's ISO `time`, formatted once per millisecond: under load many lines share one, and formatting a
 * date was about a quarter of what a request's line cost.
 */
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = `,"time":"${new Date(now).toISOString()}"`;
  }
  return formatted;
}

/**
 * One root per process, a child per instance so every line says which instance wrote it: JSON lines on
 * stdout, or readable lines (`pretty`) for a person at a terminal (log-format.ts decides which).
 * JSON lines are written asynchronously (pino's own destination, `sync: false`): a line is handed to the
 * file at once when no write is under way, and the lines that come meanwhile go out together in the next
 * one, so a busy server makes one write per batch instead of one per request. pino writes what is left
 * synchronously when the process exits; a process that dies without exiting (SIGKILL, a signal before
 * its handlers are in place, V8 running out of memory) loses the lines still waiting. If whatever reads
 * the output stops reading, at most 16 MB wait: later lines are dropped rather than the memory filled.
 */
export function createRootLogger(
  level: string,
  format: 'json' | 'pretty' = 'json',
  /** Where JSON lines go instead of stdout (tests). */
  jsonDestination?: DestinationStream,
): Pino {
  const options = {
    level,
    base: undefined,
    timestamp: isoTimeOncePerMillisecond,
    redact: {
      paths: ['*.password', '*.token', '*.refreshToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  };
  if (format === 'pretty') return pino(options, prettyStream(process.stdout.hasColors?.() ?? false));
  const destination =
    jsonDestination ?? pino.destination({ dest: 1, sync: false, maxLength: WAITING_LINES_MAX_BYTES });
  const root = pino(options, destination);
  jsonDestinations.set(root, destination);
  return root;
}

/** Where the roots above write JSON lines: a request's line may go there directly. */
const jsonDestinations = new WeakMap<Pino, { write(text: string): unknown }>();

const requestJson = (line: RequestLine): string =>
  `{"level":30${isoTimeOncePerMillisecond()},"reqId":${JSON.stringify(line.reqId)},` +
  `"method":${JSON.stringify(line.method)},"path":${JSON.stringify(line.path)},` +
  `"status":${line.status},"ms":${line.ms},"msg":"request"}\n`;

/**
 * The line every request leaves. Into a JSON root's destination it is formatted here, in the very shape
 * pino gives it (`level`, `time`, the fields, `msg`): pino's general path, which serializes key by key and
 * runs the redaction for fields such a line never has, cost about as much as the rest of a hot read.
 * The values are the server's own (an id it checked or made, the method, the path, numbers) and are
 * escaped as JSON all the same. Error lines, readable lines and any other logger go through pino.
 */
export function requestLines(logger: Pino): RequestLog {
  const destination = jsonDestinations.get(logger);
  return (line, level) => {
    if (level === 'info' && destination) {
      if (logger.isLevelEnabled('info')) destination.write(requestJson(line));
    } else logger[level](line, 'request');
  };
}

export class PinoLogger implements Logger {
  constructor(private readonly pino: Pino) {}

  info(fields: Record<string, unknown>, message: string): void {
    this.pino.info(fields, message);
  }

  warn(fields: Record<string, unknown>, message: string): void {
    this.pino.warn(fields, message);
  }

  error(fields: Record<string, unknown>, message: string): void {
    this.pino.error(fields, message);
  }
}
