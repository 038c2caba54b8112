import 'reflect-metadata';
import { isLeft } from 'fp-ts/Either';
import { wantsPrettyLogs } from '../adapters/system/log-format';
import { createRootLogger } from '../adapters/system/pino-logger';
import { decodeConfig } from './app-config';
import { startServer } from './server';

// Before the configuration is known there is no logger: these lines are for the person starting the server.
const decoded = decodeConfig(process.env);
if (isLeft(decoded)) {
  console.error(
    `Cannot start: the configuration is not valid.\n${decoded.left.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const config = decoded.right;
const logger = createRootLogger(
  config.logLevel,
  wantsPrettyLogs(config.logFormat, process.stdout.isTTY === true) ? 'pretty' : 'json',
);
const HARD_STOP_MS = 15_000;

try {
  const running = await startServer(config, { logger });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const urls = config.instances.map((instance) => `http://${shown}:${config.port}/${instance.slug}/`);
  logger.info({ urls }, `serving ${urls.join(' and ')}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A stuck close must not keep a replica alive forever: the orchestrator expects it to go.
    setTimeout(() => process.exit(1), HARD_STOP_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second Ctrl-C while closing must not kill the process before the databases close.
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGHUP'));
  // Run by `npm start` (scripts/start.mjs), with an IPC channel: if that script dies without passing a
  // signal on, the channel closes, and the server stops rather than stay behind on its port.
  if (process.send) {
    if (process.connected) process.on('disconnect', () => stop('start script gone'));
    else stop('start script gone');
  }
} catch (error) {
  logger.fatal({ err: error }, 'cannot start');
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
