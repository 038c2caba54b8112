import { expect } from 'chai';
import {
  resolveTabRoute,
  visibleTabs,
} from '../../../web/src/features/control-panel/shell/control-panel-tabs';

describe('Web | Control panel | tabs by role', () => {
  it('given an admin then every tab; given a game manager then only the tabs of their capabilities', () => {
    expect(visibleTabs(['admin']).map((tab) => tab.id)).to.deep.equal([
      'games',
      'categories',
      'users',
      'statistics',
      'scores',
      'messages',
      'news',
      'email',
      'management',
      'audit',
    ]);
    expect(visibleTabs(['gameManager']).map((tab) => tab.id)).to.deep.equal([
      'games',
      'categories',
      'statistics',
      'messages',
      'news',
    ]);
  });

  it('given statistics, then its first sub-tab, the overview, for a game manager too', () => {
    expect(resolveTabRoute(['gameManager'], 'statistics')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/statistics/overview',
    });
    expect(resolveTabRoute(['gameManager'], 'statistics', 'reviews')).to.deep.equal({
      kind: 'show',
      tab: 'statistics',
      subtab: 'reviews',
    });
    expect(resolveTabRoute(['gameManager'], 'audit')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/games',
    });
  });

  it('given an unknown tab or one the roles cannot use then the games; with sub-tabs the first of them', () => {
    expect(resolveTabRoute(['admin'], 'nope')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/games',
    });
    expect(resolveTabRoute(['gameManager'], 'users')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/games',
    });
    expect(resolveTabRoute(['admin'], 'management')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/management/system-settings',
    });
    expect(resolveTabRoute(['admin'], 'categories', 'elsewhere')).to.deep.equal({
      kind: 'redirect',
      to: '/control-panel/categories/bank',
    });
    expect(resolveTabRoute([], 'games')).to.deep.equal({ kind: 'redirect', to: '/' });
  });

  it('given a known tab then it shows, and the games tab reads its own sub-tab', () => {
    expect(resolveTabRoute(['gameManager'], 'categories', 'suggestions')).to.deep.equal({
      kind: 'show',
      tab: 'categories',
      subtab: 'suggestions',
    });
    expect(resolveTabRoute(['admin'], 'games', 'edit')).to.deep.equal({
      kind: 'show',
      tab: 'games',
      subtab: 'edit',
    });
  });
});
