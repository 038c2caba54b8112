import fc from 'fast-check';
import type { Route } from '../route-table';
import { problemsWith } from './answer-checks';
import { edgeExamples, plainPath } from './edge-examples';
import type { FuzzCaller } from './fuzz-callers';
import { BODY_METHODS, requestsFor, type FuzzRequest, type RouteBodies } from './fuzz-requests';
import type { FuzzMaterial } from './fuzz-sources';
import type { RawAnswer, RawClient } from './raw-http';

// One route fuzzed as one caller: a probe that learns the route's request codec, then a fixed number of
// fuzzed requests from a seed of the route's own (the run's seed and the route's name), so that a failure
// names the seed that brings the same requests back.

export interface FuzzRun {
  readonly client: RawClient;
  /** `/fi/api`: the routes' paths are under it. */
  readonly apiBase: string;
  readonly material: FuzzMaterial;
  readonly runsPerRoute: number;
  readonly seed: number;
  /** Sees every answer (FUZZ_VERBOSE counts them, to show what the run reached). */
  readonly onAnswer?: (caller: FuzzCaller, answer: RawAnswer) => void;
}

/** Rate limits count per address: each request comes from one of its own (the server believes the proxy header). */
let requestsSent = 0;
const freshAddress = () => {
  const n = ++requestsSent;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const send = async (run: FuzzRun, caller: FuzzCaller, request: FuzzRequest): Promise<RawAnswer> => {
  const answer = await run.client.send({
    method: request.method,
    target: `${run.apiBase}${request.target}`,
    headers: { ...caller.headers(), ...request.headers, 'x-forwarded-for': freshAddress() },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  run.onAnswer?.(caller, answer);
  return answer;
};

/** A string's 32-bit hash, to give each route and role a seed of its own. */
const hashOf = (text: string) =>
  [...text].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) | 0, 7);

export const seedOf = (run: FuzzRun, route: Route, caller: FuzzCaller) =>
  (run.seed ^ hashOf(`${caller.role} ${route.method} ${route.path}`)) | 0;

const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.target.slice(0, 300)} ${JSON.stringify(request.headers)} ` +
  `body: ${String(request.body ?? '').slice(0, 300)}`;

const describeAnswer = (answer: RawAnswer) =>
  `answered ${answer.status} ${String(answer.headers['content-type'] ?? '')}: ${answer.text.slice(0, 300)}`;

/** Throws, naming what is wrong, when the answer is not as every answer must be. */
function expectSound(answer: RawAnswer, request: FuzzRequest): void {
  const problems = problemsWith(answer);
  if (problems.length > 0)
    throw new Error(`${problems.join('; ')}\n  ${describeAnswer(answer)}\n  to ${describeRequest(request)}`);
}

/**
 * What the route reads its body as, from its refusal of a JSON list: the codec its VALIDATION_ERROR names
 * (`body: expected CheckSelection`), or an unsupported media type (it reads forms). Neither when it refuses
 * for another reason first (no sign-in, a parameter), or reads no body at all.
 */
async function probeBodies(run: FuzzRun, route: Route, caller: FuzzCaller): Promise<RouteBodies> {
  if (!BODY_METHODS.has(route.method)) return { codecs: [], multipart: false };
  const probe = {
    method: route.method,
    target: plainPath(route),
    headers: { 'content-type': 'application/json' },
    body: '[]',
  };
  const answer = await send(run, caller, probe);
  expectSound(answer, probe);
  const refusal = JSON.parse(answer.text || 'null') as { details?: { problems?: unknown } } | null;
  const problems = Array.isArray(refusal?.details?.problems) ? refusal.details.problems : [];
  const names = problems.flatMap((problem) => /^body: expected (.+)$/.exec(String(problem))?.[1] ?? []);
  return {
    codecs: names.flatMap((name) => run.material.codecsByName.get(name) ?? []),
    multipart: answer.status === 415,
  };
}

/** The failing request's seed and path (fast-check replays it from them), and what was wrong with its answer. */
function reportOf(details: fc.RunDetails<[FuzzRequest]>): string {
  const error = details.errorInstance;
  const why = error instanceof Error ? error.message : String(error);
  return `after ${details.numRuns} request${details.numRuns === 1 ? '' : 's'} (seed ${details.seed}, path "${details.counterexamplePath}"): ${why}`;
}

export interface RouteVerdict {
  /** The seed, the failing request and why, when a request was answered wrongly. */
  readonly failure?: string;
  /** Whether the route's request codec was found, so that bodies of its shape were sent. */
  readonly shaped: boolean;
}

export async function fuzzRoute(run: FuzzRun, route: Route, caller: FuzzCaller): Promise<RouteVerdict> {
  let bodies: RouteBodies;
  try {
    bodies = await probeBodies(run, route, caller);
  } catch (error) {
    return { failure: `the probe: ${String(error)}`, shaped: false };
  }
  const printable = (request: FuzzRequest) =>
    Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
  const requests = requestsFor(route, bodies, run.material).map(printable);
  const examples = edgeExamples(route, bodies, run.material).map(
    (request) => [printable(request)] as [FuzzRequest],
  );
  const details = await fc.check(
    fc.asyncProperty(requests, async (request) => expectSound(await send(run, caller, request), request)),
    { numRuns: run.runsPerRoute, seed: seedOf(run, route, caller), endOnFailure: true, examples },
  );
  const failure = details.failed ? reportOf(details) : undefined;
  return { shaped: bodies.codecs.length > 0, ...(failure ? { failure } : {}) };
}
