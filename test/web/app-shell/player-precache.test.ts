import { expect } from 'chai';
import type { OutputBundle } from 'rollup';
import { playerFiles } from '../../../web/build/player-precache';

/** A chunk of the build as rollup hands it over: only what the selection reads. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamic?: string[]; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName.startsWith('assets/index'),
  moduleIds,
  imports: links.imports ?? [],
  dynamicImports: links.dynamic ?? [],
  viteMetadata: { importedCss: new Set(links.css ?? []), importedAssets: new Set<string>() },
});

describe('Web build | What the service worker installs', () => {
  it("given the build, then the entry, its imports and every players' page are installed, never the control panel", () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', ['/w/src/main.tsx'], {
          imports: ['assets/shared-1.js'],
          dynamic: ['assets/game-page-1.js', 'assets/fi-1.js', 'assets/control-panel-page-1.js'],
          css: ['assets/index-1.css'],
        }),
        chunk('assets/shared-1.js', ['/w/src/components/ui/modal.tsx']),
        chunk('assets/game-page-1.js', ['/w/src/features/game/components/game-page.tsx'], {
          css: ['assets/game-1.css'],
        }),
        chunk('assets/fi-1.js', ['/w/src/i18n/resources/fi.ts']),
        chunk(
          'assets/control-panel-page-1.js',
          ['/w/src/features/control-panel/shell/control-panel-page.tsx'],
          {
            imports: ['assets/shared-1.js'],
            dynamic: ['assets/users-tab-1.js'],
          },
        ),
        chunk('assets/users-tab-1.js', ['/w/src/features/control-panel/users/users-tab.tsx']),
      ].map((output) => [output.fileName, output]),
    ) as unknown as OutputBundle;

    expect([...playerFiles(bundle)].sort()).to.deep.equal([
      'assets/fi-1.js',
      'assets/game-1.css',
      'assets/game-page-1.js',
      'assets/index-1.css',
      'assets/index-1.js',
      'assets/shared-1.js',
    ]);
  });
});
