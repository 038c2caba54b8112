import { expect } from 'chai';
import { samePageOn } from '../../web/src/lib/language-sites';

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
