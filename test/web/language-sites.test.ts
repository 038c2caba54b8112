import { expect } from 'chai';
import { detectInstance } from '../../web/src/lib/instance';
import { otherLanguageSites, samePageOn } from '../../web/src/lib/language-sites';

/** A page whose app-instance tag the server wrote (or none, as on the Vite dev server). */
const pageWith = (tag: { content: string; dataset: Record<string, string> } | null) =>
  ({ querySelector: () => tag }) as unknown as Document;

describe('Web | Language control | the sites the server runs', () => {
  it("given the server's list, then those sites in its order, and the control leads to the other languages", () => {
    const instance = detectInstance(
      pageWith({ content: 'en', dataset: { language: 'en', sites: 'fi:fi,en:en,peli:fi' } }),
      '/en/',
    );
    expect(instance.sites.map((site) => site.slug)).to.deep.equal(['fi', 'en', 'peli']);
    expect(otherLanguageSites(instance).map((site) => site.slug)).to.deep.equal(['fi', 'peli']);
  });

  it('given one site only, then the control has nowhere to lead', () => {
    const instance = detectInstance(
      pageWith({ content: 'en', dataset: { language: 'en', sites: 'en:en' } }),
      '/',
    );
    expect(otherLanguageSites(instance)).to.deep.equal([]);
  });

  it('given no list or an unreadable one (the dev server), then the default Finnish and English sites', () => {
    const defaults = [
      { slug: 'fi', language: 'fi' },
      { slug: 'en', language: 'en' },
    ];
    expect(detectInstance(pageWith(null), '/en/game').sites).to.deep.equal(defaults);
    const odd = pageWith({ content: 'fi', dataset: { language: 'fi', sites: 'x y:fi,se:sv,' } });
    expect(detectInstance(odd, '/fi/').sites).to.deep.equal(defaults);
  });
});

describe('Web | Language control | the page on the other site', () => {
  const on = (pathname: string, search = '', hash = '') =>
    samePageOn('en', { pathname, search, hash } as never);

  it('given a page every site has, then the same page on the other site', () => {
    expect(on('/')).to.equal('/en/');
    expect(on('/game')).to.equal('/en/game');
    expect(on('/previous/2026-11-20')).to.equal('/en/previous/2026-11-20');
    expect(on('/scoreboard/groups')).to.equal('/en/scoreboard/groups');
  });

  it('given a query or a hash, then neither goes along: a one-time link’s token stays on its own site', () => {
    expect(on('/reset-password', '?token=secret')).to.equal('/en/');
    expect(on('/game', '?date=2026-11-20', '#x')).to.equal('/en/game');
  });

  it('given a page of this site only (an invite, a group, a control-panel tab), then the other site’s menu', () => {
    expect(on('/invite/ABC123')).to.equal('/en/');
    expect(on('/groups/42')).to.equal('/en/');
    expect(on('/control-panel/games')).to.equal('/en/');
  });
});
