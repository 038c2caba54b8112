/**
 * nginx from Debian in front of server processes, configured by the production file docker/nginx.conf
 * (round robin, failed servers rested, the event stream unbuffered) with only its addresses changed: it
 * listens on a free port of 127.0.0.1 and keeps its pid, logs and temporary files in a folder of its own,
 * so that it runs as root or not and never touches the system's nginx. One process (master_process off):
 * the test's child is all there is to stop.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { underCi } from './infrastructure';
import { folderWith, stopOnExit } from './own-engines';
import { freePort } from './server-process';

const PRODUCTION_CONFIG = path.resolve(import.meta.dirname, '../../docker/nginx.conf');

/** nginx on PATH or where Debian puts it (/usr/sbin, often not on a user's PATH); undefined outside CI. */
export function nginxBinary(): string | undefined {
  const folder = folderWith(['nginx'], ['/usr/sbin', '/usr/local/sbin']);
  if (folder) return path.join(folder, 'nginx');
  if (underCi) throw new Error('CI=true but no nginx: .ci/run installs it from Debian');
  return undefined;
}

/** One request as nginx's access log tells it: which servers it tried, in order, and what it answered. */
export interface BalancedRequest {
  /** nginx's $request_id, which the server echoes as X-Request-Id. */
  requestId: string;
  /** The ports of the servers tried, in order (more than one when nginx passed the request on). */
  upstreamPorts: number[];
  status: number;
  method: string;
  uri: string;
}

export interface Balancer {
  /** http://127.0.0.1:<port>, the balancer. */
  origin: string;
  /**
   * The requests of these ids (the X-Request-Id of their answers), in the same order. nginx writes a line
   * once it has answered, so a line may come a moment after its answer: waits up to two seconds for it.
   */
  requestsOf(requestIds: readonly (string | null)[]): Promise<BalancedRequest[]>;
  stop(): Promise<void>;
}

const FIELDS = '$request_id|$upstream_addr|$status|$request_method|$uri';

/**
 * Rewrites the lines of the production file that match `pattern` (the first becomes `rewrite`'s text, the
 * others go), failing loudly when none does: the test must not drift away from the file.
 */
function rewritten(config: string, pattern: RegExp, rewrite: (match: string[]) => string): string {
  let seen = 0;
  const result = config.replace(new RegExp(pattern.source, 'gm'), (...match: string[]) =>
    seen++ === 0 ? rewrite(match) : '',
  );
  if (seen === 0) throw new Error(`docker/nginx.conf no longer has a line like ${pattern}`);
  return result;
}

/**
 * The production server block with the test's addresses: its upstream servers (with their production
 * parameters) become `upstreamPorts` on 127.0.0.1, `listen 80` becomes `listen 127.0.0.1:<port>`.
 */
export function balancerConfig(production: string, port: number, upstreamPorts: number[], folder: string) {
  let site = rewritten(production, /^([ \t]*)server[ \t]+app-\d+:\d+[ \t]*([^;\n]*);[ \t]*\n/, (match) =>
    upstreamPorts.map((upstream) => `${match[1]}server 127.0.0.1:${upstream} ${match[2]};\n`).join(''),
  );
  site = rewritten(site, /^([ \t]*)listen[ \t]+80;/, (match) => `${match[1]}listen 127.0.0.1:${port};`);
  const file = (name: string) => path.join(folder, name);
  return `daemon off;
master_process off;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
  log_format balancer '${FIELDS}';
  access_log ${file('access.log')} balancer;
  client_body_temp_path ${file('client_body')};
  proxy_temp_path ${file('proxy')};
  fastcgi_temp_path ${file('fastcgi')};
  uwsgi_temp_path ${file('uwsgi')};
  scgi_temp_path ${file('scgi')};
${site}
}
`;
}

const parsed = (line: string): BalancedRequest => {
  const [requestId = '', upstreams = '', status = '', method = '', uri = ''] = line.split('|');
  // "127.0.0.1:1, 127.0.0.1:2" when nginx tried two servers; "-" when it tried none.
  const upstreamPorts = upstreams
    .split(',')
    .map((address) => Number(address.trim().split(':').at(-1)))
    .filter((candidate) => Number.isInteger(candidate) && candidate > 0);
  return { requestId, upstreamPorts, status: Number(status), method, uri };
};

/** Starts nginx before `upstreamPorts`; answers once it accepts connections. */
export async function startBalancer(binary: string, upstreamPorts: number[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'wordgame-nginx-'));
  const port = await freePort();
  const configFile = path.join(folder, 'nginx.conf');
  const production = await readFile(PRODUCTION_CONFIG, 'utf8');
  await writeFile(configFile, balancerConfig(production, port, upstreamPorts, folder));
  // -e: the log of nginx's own start, before it has read the configuration (else /var/log/nginx).
  const child = spawn(binary, ['-p', folder, '-c', configFile, '-e', path.join(folder, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const forget = stopOnExit(() => child.kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    forget();
    await rm(folder, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  // Any answer will do (the servers answer / with a redirect): nginx is listening.
  const answers = () =>
    fetch(origin, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
  try {
    const deadline = Date.now() + 30_000;
    while (!(await answers())) {
      if (child.exitCode !== null || Date.now() > deadline) {
        const log = await readFile(path.join(folder, 'error.log'), 'utf8').catch(() => '');
        throw new Error(`nginx did not start: ${stderr}${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  /** The requests nginx has answered so far. */
  const requests = async () => {
    const log = await readFile(path.join(folder, 'access.log'), 'utf8').catch(() => '');
    return log.split('\n').filter(Boolean).map(parsed);
  };
  const requestsOf = async (requestIds: readonly (string | null)[]) => {
    const deadline = Date.now() + 2_000;
    for (;;) {
      const byId = new Map((await requests()).map((request) => [request.requestId, request]));
      const found = requestIds.map((id) => byId.get(id ?? ''));
      if (found.every((request) => request !== undefined)) return found as BalancedRequest[];
      if (Date.now() > deadline) {
        throw new Error(`not in nginx's access log: ${requestIds.filter((_, i) => !found[i]).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { origin, requestsOf, stop };
}
