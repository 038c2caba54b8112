#!/usr/bin/env node
// `npm start`: builds the browser app and compiles the server when their sources changed since the last
// build, then runs the compiled server (which migrates the database on start). A second start with
// nothing changed goes straight to serving.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale, SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_FLAGS } from './build-server.mjs';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();
await buildServerIfStale();

// The IPC channel is the server's lifeline: if this script dies without passing a signal on (SIGKILL), the
// channel closes and the server shuts down instead of staying behind on its port.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});

// Whatever stops `npm start` stops the server, through its own graceful shutdown. npm passes SIGINT and
// SIGTERM on to this script (package.json starts it with `exec`, so that no shell stands between to keep
// them: dash waits out SIGINT, and dies of SIGTERM leaving this script behind). A Ctrl-C in a terminal
// reaches the server directly as well; it takes the second signal as the same request to stop.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));

// Left behind all the same (npm killed, or a shell before this script that died of the signal): this
// script now belongs to another parent, and stops the server as for SIGTERM.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  server.kill('SIGTERM');
}, 250);
orphaned.unref();

// The exit code is the server's; one ended by a signal is reported as a shell does, 128 + its number.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
