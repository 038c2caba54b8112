import type { Logger } from '../../../application/ports/logger.port';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/** Keeps log lines for assertions (what was logged, and how often). */
export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];

  info(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'info', fields, message });
  }

  warn(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'warn', fields, message });
  }

  error(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'error', fields, message });
  }
}
