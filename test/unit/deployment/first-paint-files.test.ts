import { expect } from 'chai';
import { withPageFiles } from '../../../scripts/build-first-paint.mjs';

// The build names, for each drawn page of a lazy route, the files of its page's code that index.html does
// not: the page links the styles (the drawing shows styled) and its boot script fetches the scripts.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_shared-S.js'],
    css: ['assets/index-A.css'],
  },
  '_shared-S.js': { file: 'assets/shared-S.js', css: ['assets/shared-S.css'] },
  'src/game-page.tsx': {
    file: 'assets/game-page-G.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-S.js', '_modal-M.js'],
    css: ['assets/game-page-G.css'],
  },
  '_modal-M.js': {
    file: 'assets/modal-M.js',
    imports: ['index.html', '_modal-M.js'],
    css: ['assets/modal-M.css'],
  },
};
const SITES = [{ slug: 'en', language: 'en' }];
const drawn = (page: Record<string, unknown>) => ({
  sites: SITES,
  pages: { en: [{ path: '/x', markup: '<p>', unless: [], ...page }] },
});

describe('Unit | Deployment | The files of a drawn page', () => {
  it("given a lazy route's page, then its own styles and scripts and those of what it imports are named, not the first download's", () => {
    const { pages } = withPageFiles(drawn({ module: 'src/game-page.tsx' }), MANIFEST);

    expect(pages.en?.[0]).to.deep.equal({
      path: '/x',
      markup: '<p>',
      unless: [],
      styles: ['/assets/game-page-G.css', '/assets/modal-M.css'],
      scripts: ['/assets/game-page-G.js', '/assets/modal-M.js'],
    });
  });

  it('given a page of the first download, then it names no files', () => {
    const { pages, sites } = withPageFiles(drawn({}), MANIFEST);

    expect(sites).to.equal(SITES);
    expect(pages.en?.[0]).to.include({ path: '/x' }).and.deep.include({ styles: [], scripts: [] });
  });

  it('given a module the build has no chunk for, then the build fails rather than send a page without its styles', () => {
    expect(() => withPageFiles(drawn({ module: 'src/gone.tsx' }), MANIFEST)).to.throw(/src\/gone\.tsx/);
  });
});
