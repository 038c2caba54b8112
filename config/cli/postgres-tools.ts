import { spawn } from 'node:child_process';

// pg_dump and pg_restore for a PostgreSQL deployment. The password of DATABASE_URL never reaches the
// screen or a command line (where `ps` shows it): the tools get it as PGPASSWORD, the printed commands
// name it by a placeholder.

export interface Connection {
  /** DATABASE_URL without its password. */
  readonly url: string;
  readonly password: string | undefined;
}

export function withoutPassword(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { url: url.toString(), password: password ?? undefined };
}

export const pgDumpArgs = (connection: Connection, schema: string, file: string): string[] => [
  '--format=custom',
  `--schema=${schema}`,
  `--file=${file}`,
  `--dbname=${connection.url}`,
];

export const dropSchemaArgs = (connection: Connection, schema: string): string[] => [
  `--dbname=${connection.url}`,
  '--command',
  `drop schema if exists ${schema} cascade`,
];

export const pgRestoreArgs = (connection: Connection, file: string): string[] => [
  '--no-owner',
  '--exit-on-error',
  `--dbname=${connection.url}`,
  file,
];

const quoted = (arg: string): string =>
  /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;

/** The command as an operator types it in a POSIX shell. */
export const commandLine = (tool: string, args: readonly string[], connection: Connection): string =>
  [
    ...(connection.password ? ["PGPASSWORD='<the password of DATABASE_URL>'"] : []),
    tool,
    ...args.map(quoted),
  ].join(' ');

/** Runs the tool with the password in its environment; 'missing' when it is not on PATH. */
export function runTool(
  tool: string,
  args: readonly string[],
  connection: Connection,
): Promise<'done' | 'missing'> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(connection.password ? { PGPASSWORD: connection.password } : {}) };
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? resolve('missing') : reject(error),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve('done') : reject(new Error(`${tool} stopped with exit code ${code}`)),
    );
  });
}
