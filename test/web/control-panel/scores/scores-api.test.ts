import { expect } from 'chai';
import type { RecalculationEvent } from '../../../../web/src/features/control-panel/scores/api/recalculation-events';
import { createScoresApi } from '../../../../web/src/features/control-panel/scores/api/scores-api';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';

const progress = (done: number, state = 'running', phase = 'standings') => ({
  jobId: 'j1',
  state,
  phase,
  done,
  total: 10,
  startedAt: '2026-11-24T10:00:00.000Z',
  startedBy: 'admin',
  finishedAt: state === 'running' ? null : '2026-11-24T10:00:05.000Z',
  error: null,
  result: null,
});

const sse = (...events: [string, unknown][]) =>
  events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);

/** A streamed answer whose chunks arrive one by one, as a server writes them. */
function streamed(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 1));
      controller.enqueue(encoder.encode(next));
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'text/event-stream' } });
}

function scoresHarness({ signedIn = true, idleMs }: { signedIn?: boolean; idleMs?: number } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  const api = createScoresApi({
    client: harness.client,
    fetch: harness.server.fetch,
    baseUrl: harness.server.base,
    idleMs,
  });
  return { harness, api };
}

async function follow(
  api: ReturnType<typeof createScoresApi>,
  kind: 'start' | 'follow',
  jobId: string | null = null,
) {
  const events: RecalculationEvent[] = [];
  await api.recalculation(
    kind === 'start' ? { kind } : { kind, jobId },
    new AbortController().signal,
    (event) => events.push(event),
  );
  return events;
}

describe('Web | Control panel | scores API: following a recalculation', () => {
  it('given a start then the POST carries the token and its events arrive in order until the stream ends', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('POST', '/manage/scoreboards/recalculate', () =>
      streamed(
        sse(
          ['start', progress(0)],
          ['progress', progress(5)],
          ['complete', progress(10, 'complete', 'done')],
        ),
      ),
    );
    const events = await follow(api, 'start');
    expect(events.map((event) => event.name)).to.deep.equal(['start', 'progress', 'complete']);
    const request = harness.server.requests[0];
    expect(bearerOf(request)).to.match(/^Bearer /);
    expect(request?.headers.get('Accept')).to.equal('text/event-stream');
  });

  it('given a job already running then the 409 answers its code and its progress in details', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('POST', '/manage/scoreboards/recalculate', () =>
      json({ code: 'RECALCULATION_RUNNING', message: 'x', details: { progress: progress(4) } }, 409),
    );
    const failure = await rejectionOf(follow(api, 'start'));
    expect(failure).to.include({ status: 409, code: 'RECALCULATION_RUNNING' });
    expect((failure as unknown as { details: unknown }).details).to.deep.equal({ progress: progress(4) });
  });

  it('given a known job then following it asks for that job by id; without one, the newest', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('GET', '/manage/scoreboards/recalculate/events?jobId=j+1', () =>
      streamed(sse(['progress', progress(7)])),
    );
    harness.server.on('GET', '/manage/scoreboards/recalculate/events', () =>
      streamed(sse(['complete', progress(10, 'complete', 'done')])),
    );
    expect((await follow(api, 'follow', 'j 1')).map((event) => event.name)).to.deep.equal(['progress']);
    expect((await follow(api, 'follow')).map((event) => event.name)).to.deep.equal(['complete']);
  });

  it('given an expired access token then the stream is opened again once with refreshed tokens', async () => {
    const { harness, api } = scoresHarness();
    const issued = harness.issuedPair('new');
    harness.server.on('POST', '/auth/refresh-token', () => json(issued));
    let calls = 0;
    harness.server.on('GET', '/manage/scoreboards/recalculate/events', () =>
      ++calls === 1
        ? json({ code: 'UNAUTHORIZED', message: 'expired' }, 401)
        : streamed(sse(['progress', progress(2)])),
    );
    expect((await follow(api, 'follow')).map((event) => event.name)).to.deep.equal(['progress']);
    const streams = harness.server.calls('GET', '/manage/scoreboards/recalculate/events');
    expect(bearerOf(streams[1])).to.equal(`Bearer ${issued.token}`);
  });

  it('given no tokens then nothing is asked and the session counts as ended', async () => {
    const { harness, api } = scoresHarness({ signedIn: false });
    expect(await rejectionOf(follow(api, 'start'))).to.include({ status: 401, code: 'SESSION_EXPIRED' });
    expect(harness.server.requests).to.have.length(0);
  });

  it('given a stream that falls silent then it fails as a timeout, for the tab to reconnect', async () => {
    const { harness, api } = scoresHarness({ idleMs: 30 });
    harness.server.on(
      'GET',
      '/manage/scoreboards/recalculate/events',
      () =>
        new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    expect(await rejectionOf(follow(api, 'follow'))).to.include({ status: 0, code: 'TIMEOUT' });
  });

  it('given the tab closing then the read stops as cancelled, not as a failure', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on(
      'GET',
      '/manage/scoreboards/recalculate/events',
      () =>
        new Response(new ReadableStream({ start: () => undefined }), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    );
    const controller = new AbortController();
    const reading = api.recalculation({ kind: 'follow', jobId: null }, controller.signal, () => undefined);
    setTimeout(() => controller.abort(), 10);
    expect((await rejectionOf(reading)).name).to.equal('CancelledError');
  });
});

describe('Web | Control panel | scores API: reads and a score edit', () => {
  it('given the tab opening then the newest job is read; none yet reads as null', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('GET', '/manage/scoreboards/recalculate', () => json({ job: null }));
    expect(await api.latestJob()).to.equal(null);
  });

  it('given a search then the name, page 1 and a short list go in the query', async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('GET', '/manage/users?search=mi+k&page=1&limit=8', () => json({ users: [] }));
    expect(await api.findPlayers(' mi k ')).to.deep.equal({ users: [] });
  });

  it("given an edit then only the changes are the PUT's body, to the encoded score id", async () => {
    const { harness, api } = scoresHarness();
    harness.server.on('PUT', '/manage/scores/s%2F1', () => json({ score: { id: 's/1' }, standing: null }));
    await api.editScore('s/1', { status: 'lost' });
    expect(harness.server.calls('PUT', '/manage/scores/s%2F1')[0]?.body).to.deep.equal({ status: 'lost' });
  });
});
