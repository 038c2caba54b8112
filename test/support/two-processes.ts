import type { ApiCaller } from './api-client';
import { pendingWithoutInfrastructure } from './infrastructure';
import { sharedEngines, signInAdmin, startServerCluster, type ServerCluster } from './server-cluster';

export interface TwoProcesses {
  /** Where the admin works. */
  readonly a: ApiCaller;
  /** Where players read: what A changed must be served here. */
  readonly b: ApiCaller;
  readonly adminToken: string;
  /** Today's date as B serves it. */
  readonly today: string;
}

/**
 * Mocha hooks for a suite on two server processes that share only PostgreSQL and Redis (pending without
 * them): the admin signed in on A. Read the fields inside tests and hooks, after the suite's start.
 */
export function useTwoProcesses(): TwoProcesses {
  let cluster: ServerCluster | undefined;
  let ready: TwoProcesses | undefined;
  before(async function () {
    const engines = await sharedEngines();
    if (!engines) return pendingWithoutInfrastructure(this, 'Redis and PostgreSQL');
    cluster = await startServerCluster(engines, 2);
    const [a, b] = cluster.processes.map((one) => one.api) as [ApiCaller, ApiCaller];
    const adminToken = await signInAdmin(a, cluster.admin);
    ready = { a, b, adminToken, today: (await b.get('/game/daily')).body.today };
  });
  after(async () => {
    await cluster?.stop();
  });
  const started = () => {
    if (ready === undefined) throw new Error('the two processes have not started (yet)');
    return ready;
  };
  return {
    get a() {
      return started().a;
    },
    get b() {
      return started().b;
    },
    get adminToken() {
      return started().adminToken;
    },
    get today() {
      return started().today;
    },
  };
}
