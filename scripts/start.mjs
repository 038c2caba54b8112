#!/usr/bin/env node
// `npm start`: builds the browser app when its sources changed since the last build, then runs the server
// (which migrates the database on start). A second start with nothing changed goes straight to serving.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the server by itself (same process group); forwarding it would make a second signal.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
