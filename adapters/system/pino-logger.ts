import { pino, type Logger as Pino } from 'pino';
import type { Logger } from '../../application/ports/logger.port';

/** JSON lines on stdout; one root per process, a child per instance so every line says which instance wrote it. */
export function createRootLogger(level: string): Pino {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['*.password', '*.token', '*.refreshToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
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
