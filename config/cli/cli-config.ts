import { isLeft } from 'fp-ts/Either';
import { decodeConfig, type AppConfig } from '../app-config';

// What every command shares, kept apart from the application's composition so that the commands that do
// not open an instance (backup, restore) start without loading it.

/** The server's configuration, from the same environment (DATABASE_URL, DATA_DIR, INSTANCES ...). */
export function cliConfig(): AppConfig {
  const decoded = decodeConfig(process.env);
  if (isLeft(decoded)) throw new Error(`The configuration is not valid:\n  ${decoded.left.join('\n  ')}`);
  return decoded.right;
}

/** A command's entry: exits with the code `main` answers; an unexpected error prints its message, exit 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
