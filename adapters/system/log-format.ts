import pretty from 'pino-pretty';

// How logs read on a terminal: one readable line per event (pino-pretty, written synchronously in this
// thread: no worker thread for a developer's console). The first admin's password, which the person
// starting the server must not miss among the start-up lines, gets a box of its own.

export type LogFormat = 'auto' | 'json' | 'pretty';

/** `auto` is readable on a terminal and JSON anywhere else (a file, a pipe, a log collector). */
export const wantsPrettyLogs = (format: LogFormat, stdoutIsTerminal: boolean): boolean =>
  format === 'pretty' || (format === 'auto' && stdoutIsTerminal);

/** The lines shown for the first admin: the sign-in and what to do next, framed. */
export function firstAdminBanner(username: string, password: string): string {
  const lines = [
    'FIRST ADMIN ACCOUNT CREATED',
    '',
    `username  ${username}`,
    `password  ${password}`,
    '',
    'Sign in with these and choose a new password.',
    'This password is shown once, here.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 4);
  return ['', `┌${rule}┐`, ...lines.map((line) => `│  ${line.padEnd(width)}  │`), `└${rule}┘`].join('\n');
}

interface LogLine {
  [key: string]: unknown;
}

/** Readable lines into `destination` (stdout by default). */
export function prettyStream(colorize: boolean, destination?: NodeJS.WritableStream) {
  return pretty({
    colorize,
    ...(destination ? { destination } : {}),
    sync: true,
    translateTime: 'HH:MM:ss.l',
    singleLine: true,
    ignore: 'username,initialPassword',
    messageFormat: (log: LogLine, messageKey: string) => {
      const message = String(log[messageKey] ?? '');
      const { username, initialPassword } = log;
      return typeof initialPassword === 'string' && typeof username === 'string'
        ? firstAdminBanner(username, initialPassword)
        : message;
    },
  });
}
