import { pino, type Logger as Pino } from 'pino';
import type { Logger } from '../../application/ports/logger.port';
import { prettyStream } from './log-format';

/**
 * One root per process, a child per instance so every line says which instance wrote it: JSON lines on
 * stdout, or readable lines (`pretty`) for a person at a terminal (log-format.ts decides which).
 */
export function createRootLogger(level: string, format: 'json' | 'pretty' = 'json'): Pino {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['*.password', '*.token', '*.refreshToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  };
  return format === 'pretty'
    ? pino(options, prettyStream(process.stdout.hasColors?.() ?? false))
    : pino(options);
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
