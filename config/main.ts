import 'reflect-metadata';
import { isLeft } from 'fp-ts/Either';
import { decodeConfig } from './app-config';
import { startServer } from './server';

const decoded = decodeConfig(process.env);
if (isLeft(decoded)) {
  console.error(
    `Cannot start: the configuration is not valid.\n${decoded.left.map((line) => `  - ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const config = decoded.right;

try {
  const running = await startServer(config);
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.warn(
    `Serving ${config.instances.map((i) => `http://${shown}:${config.port}/${i.slug}/`).join(' and ')}`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.warn(`${signal}: closing connections`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
