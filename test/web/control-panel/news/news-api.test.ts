import { expect } from 'chai';
import {
  createNewsApi,
  listPath,
  resultsPath,
} from '../../../../web/src/features/control-panel/news/api/news-api';
import type { FetchLike } from '../../../../web/src/lib/api';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { bearerOf, json } from '../../support/fake-server';

/** The harness's server, with each request's own body kept (a form is not JSON). */
function newsHarness({ accessInMs = 10 * MINUTE, signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(accessInMs);
  const bodies: unknown[] = [];
  const fetch: FetchLike = (input, init) => {
    bodies.push(init.body);
    return harness.server.fetch(input, init);
  };
  const api = createNewsApi({
    client: harness.client,
    fetch,
    baseUrl: harness.server.base,
    now: () => harness.time.now(),
  });
  return { harness, api, bodies };
}

const item = { news: { _id: 'n1' } };

describe('Web | Control panel | news API', () => {
  it('given a page then ten a page from /manage/news/all', () => {
    expect(listPath(2)).to.equal('/manage/news/all?page=2&limit=10');
    expect(resultsPath('n 1', 'p/2')).to.equal('/manage/news/n%201/poll/p%2F2/results');
  });

  it('given a save then a multipart form with the token and no JSON content type', async () => {
    const { harness, api, bodies } = newsHarness();
    harness.server.on('POST', '/manage/news', () => json(item, 201));
    const form = new FormData();
    form.set('title', 'Otsikko');
    expect(await api.create(form)).to.deep.equal(item);
    const [request] = harness.server.requests;
    expect(bearerOf(request)).to.match(/^Bearer /);
    expect(request?.headers.get('Content-Type')).to.equal(null);
    expect(bodies[0]).to.equal(form);
  });

  it('given the quick switch then JSON {active} on the item’s own path', async () => {
    const { harness, api } = newsHarness();
    harness.server.on('PUT', '/manage/news/n1', () => json(item));
    await api.setActive('n1', false);
    expect(harness.server.requests[0]?.body).to.deep.equal({ active: false });
  });

  it('given an image for the content then it goes as the multipart field `image`', async () => {
    const { harness, api, bodies } = newsHarness();
    harness.server.on('POST', '/manage/news/upload-image', () =>
      json({ url: '/uploads/fi/news/x.webp', width: 4, height: 3 }, 201),
    );
    const file = new File([new Uint8Array([1])], 'kuva.png', { type: 'image/png' });
    expect((await api.uploadImage(file)).url).to.equal('/uploads/fi/news/x.webp');
    expect(((bodies[0] as FormData).get('image') as File).name).to.equal('kuva.png');
  });

  it('given a refused form then the server’s code and details, as an ApiError', async () => {
    const { harness, api } = newsHarness();
    harness.server.on('PUT', '/manage/news/n1', () =>
      json({ code: 'NEWS_INVALID', message: 'title', details: { problems: [] } }, 400),
    );
    const failure = await rejectionOf(api.update('n1', new FormData()));
    expect(failure).to.include({ status: 400, code: 'NEWS_INVALID' });
  });

  it('given an access token about to expire then it is refreshed before the form goes, not after', async () => {
    const { harness, api } = newsHarness({ accessInMs: 30_000 });
    const issued = harness.issuedPair('new');
    harness.server.on('POST', '/auth/refresh-token', () => json(issued));
    harness.server.on('POST', '/manage/news', () => json(item, 201));
    await api.create(new FormData());
    expect(harness.server.requests.map((seen) => seen.path)).to.deep.equal([
      '/auth/refresh-token',
      '/manage/news',
    ]);
    expect(bearerOf(harness.server.requests[1])).to.equal(`Bearer ${issued.token}`);
  });

  it('given a 401 then one refresh and one retry', async () => {
    const { harness, api } = newsHarness();
    const issued = harness.issuedPair('new');
    harness.server.on('POST', '/auth/refresh-token', () => json(issued));
    let calls = 0;
    harness.server.on('POST', '/manage/news', () =>
      ++calls === 1 ? json({ code: 'UNAUTHORIZED', message: 'expired' }, 401) : json(item, 201),
    );
    expect(await api.create(new FormData())).to.deep.equal(item);
    expect(harness.server.calls('POST', '/manage/news')).to.have.length(2);
  });

  it('given no tokens then nothing is sent and the session counts as ended', async () => {
    const { harness, api } = newsHarness({ signedIn: false });
    expect(await rejectionOf(api.create(new FormData()))).to.include({ status: 401 });
    expect(await rejectionOf(api.list(1))).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });

  it('given an unreachable server then the app’s network error', async () => {
    const harness = new ApiHarness();
    harness.holdTokens(10 * MINUTE);
    const api = createNewsApi({
      client: harness.client,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      baseUrl: harness.server.base,
      now: () => harness.time.now(),
    });
    expect(await rejectionOf(api.create(new FormData()))).to.include({ code: 'NETWORK_ERROR' });
  });
});
