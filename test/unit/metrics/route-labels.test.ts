import { expect } from 'chai';
import { RouteLabels } from '../../../adapters/metrics/route-labels';

describe('Metrics | Route labels', () => {
  const labels = new RouteLabels(['fi', 'en']);

  it('given a route template of an instance API, then the label is the template without its base', () => {
    expect(labels.of('/fi/api/game/daily/:date', '/fi/api/game/daily/2024-05-01', 200)).to.deep.equal({
      slug: 'fi',
      route: '/game/daily/:date',
    });
    expect(labels.of('/en/api/config', '/EN/API/config', 200)).to.deep.equal({
      slug: 'en',
      route: '/config',
    });
    expect(labels.of('/en/api', '/en/api', 200)).to.deep.equal({ slug: 'en', route: '/' });
  });

  it('given the same template twice, then the same label object comes back (nothing made per request)', () => {
    const first = labels.of('/fi/api/game/session/:date', '/fi/api/game/session/2024-05-01', 200);
    expect(labels.of('/fi/api/game/session/:date', '/fi/api/game/session/2024-05-02', 404)).to.equal(first);
  });

  it('given a route outside every instance, then it keeps its template under no instance', () => {
    expect(labels.of('/healthz', '/healthz', 200)).to.deep.equal({ slug: 'none', route: '/healthz' });
    expect(labels.of('/metrics', '/metrics', 401)).to.deep.equal({ slug: 'none', route: '/metrics' });
    // A slug that only begins like one is not that instance.
    expect(labels.of('/finnish/api/x', '/finnish/api/x', 200)).to.deep.equal({
      slug: 'none',
      route: '/finnish/api/x',
    });
  });

  it('given a pattern route, then its source is the label', () => {
    expect(labels.of(/^\/fi\/api\/x$/, '/fi/api/x', 200).route).to.equal('/^\\/fi\\/api\\/x$/');
  });

  it('given an unknown API path or method, then the label is unmatched, never the path', () => {
    expect(labels.of(undefined, '/fi/api/no/such/path', 404)).to.deep.equal({
      slug: 'fi',
      route: 'unmatched',
    });
    expect(labels.of(undefined, '/fi/api/game/daily', 405)).to.deep.equal({ slug: 'fi', route: 'unmatched' });
    expect(labels.of(undefined, '/fi/api/x', 413)).to.deep.equal({ slug: 'fi', route: 'unmatched' });
    expect(labels.of(undefined, '/wp-login.php', 404)).to.deep.equal({ slug: 'none', route: 'unmatched' });
    expect(labels.of(undefined, '/xx/api/config', 404)).to.deep.equal({ slug: 'none', route: 'unmatched' });
  });

  it('given pages, files and uploads, then they count under fixed routes of their instance', () => {
    expect(labels.of(undefined, '/fi/game/2024-05-01', 200)).to.deep.equal({ slug: 'fi', route: 'web' });
    expect(labels.of(undefined, '/en', 200)).to.deep.equal({ slug: 'en', route: 'web' });
    expect(labels.of(undefined, '/assets/index-abc123.js', 200)).to.deep.equal({
      slug: 'none',
      route: 'web',
    });
    expect(labels.of(undefined, '/some/page', 302)).to.deep.equal({ slug: 'none', route: 'web' });
    expect(labels.of(undefined, '/uploads/en/news/a.webp', 200)).to.deep.equal({
      slug: 'en',
      route: 'uploads',
    });
    expect(labels.of(undefined, '/uploads/zz/a.png', 404)).to.deep.equal({ slug: 'none', route: 'uploads' });
  });

  it('given many different unknown paths, then they all share one label', () => {
    const routes = new Set(
      Array.from({ length: 50 }, (_, i) => labels.of(undefined, `/fi/api/guess-${i}`, 404).route),
    );
    expect([...routes]).to.deep.equal(['unmatched']);
  });
});
