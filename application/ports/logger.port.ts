/** Structured logging; pino in production, silent or captured in tests. */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

export const LOGGER = Symbol.for('Logger');
