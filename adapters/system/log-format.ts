import pretty from 'pino-pretty';

// How logs read on a terminal: one readable line per event (pino-pretty, written synchronously in this
// thread: no worker thread for a developer's console). The first admin's password, which the person
// starting the server must not miss among the start-up lines, gets a box of its own.

export type LogFormat = 'auto' | 'json' | 'pretty';

/** `auto` is readable on a terminal and JSON anywhere else (a file, a pipe, a log collector). */
export const wantsPrettyLogs = (format: LogFormat, stdoutIsTerminal: boolean): boolean =>
  format === 'pretty' || (format === 'auto' && stdoutIsTerminal);

/** Where the first admin goes: the site's menu to sign in, then its control panel. */
export interface AdminAddresses {
  signInAt?: string;
  controlPanel?: string;
}

/** The lines shown for the first admin: the sign-in, where, and what to do next, framed. */
export function firstAdminBanner(username: string, password: string, at: AdminAddresses = {}): string {
  const lines = [
    'FIRST ADMIN ACCOUNT CREATED',
    '',
    ...(at.signInAt ? [`sign in at     ${at.signInAt}`] : []),
    `username       ${username}`,
    `password       ${password}`,
    ...(at.controlPanel ? [`control panel  ${at.controlPanel}`] : []),
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
    ignore: 'username,initialPassword,signInAt,controlPanel',
    messageFormat: (log: LogLine, messageKey: string) => {
      const message = String(log[messageKey] ?? '');
      const { username, initialPassword, signInAt, controlPanel } = log;
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      return typeof initialPassword === 'string' && typeof username === 'string'
        ? firstAdminBanner(username, initialPassword, {
            signInAt: text(signInAt),
            controlPanel: text(controlPanel),
          })
        : message;
    },
  });
}
