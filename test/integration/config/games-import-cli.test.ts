import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { apiCaller } from '../../support/api-client';
import { runCli, type CliRun } from '../../support/run-cli';
import { startTestServer } from '../../support/test-server';

// `npm run games:import -- FILE.json` as an editor runs it: its own process on the embedded database of a
// DATA_DIR. The runs of this file share one DATA_DIR; each test imports dates of its own.

const category = (name: string, prefix: string, color?: string) => ({
  name,
  words: [1, 2, 3].map((n) => `${prefix}${n}`),
  extraWord: `${prefix}4`,
  ...(color ? { color } : {}),
});

/** A valid game; `tag` keeps the words of different games apart, `names` renames its categories. */
const gameOn = (date: string, tag: string, names = ['Eka', 'Toka', 'Kolmas', 'Neljäs', 'Viides']) => ({
  date,
  title: `Peli ${tag}`,
  categories: names.map((name, i) => category(name, `${tag}${'abcde'[i]}`)),
});

describe('Integration | Config | npm run games:import', function () {
  this.timeout(180_000);
  let dataDir: string;
  let files = 0;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wordgame-import-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const fileOf = async (content: unknown): Promise<string> => {
    const file = path.join(dataDir, `import-${++files}.json`);
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
    return file;
  };

  const runImport = (...args: string[]): Promise<CliRun> =>
    runCli('config/cli/games-import.ts', dataDir, ...args);

  const imported = async (games: unknown[]): Promise<CliRun> => runImport(await fileOf({ games }));

  const summary = (created: number, replaced: number, unchanged: number) =>
    `Imported into fi: ${created} created, ${replaced} replaced, ${unchanged} unchanged.\n`;

  it('given a good file, then exit 0 with a summary; the same file again changes nothing', async () => {
    const file = await fileOf({ games: [gameOn('2025-01-01', 'p'), gameOn('2025-01-02', 'q')] });
    const first = await runImport(file);
    expect([first.code, first.stdout], first.stderr).to.deep.equal([0, summary(2, 0, 0)]);
    const again = await runImport(file);
    expect([again.code, again.stdout], again.stderr).to.deep.equal([0, summary(0, 0, 2)]);
  });

  it('given a file with one good and one bad game, then exit 1 naming each wrong path, and neither is stored', async () => {
    const good = gameOn('2025-02-01', 'r');
    const bad = gameOn('2025-02-02', 's');
    bad.categories[2] = { ...category('Kolmas', 'sc'), words: ['sc1', 'sc2'] };
    bad.categories[4] = category('Viides', 'se', 'punainen');
    const run = await imported([good, bad]);
    expect(run.code).to.equal(1);
    expect(run.stdout).to.equal('');
    expect(run.stderr).to.contain('Nothing imported into fi').and.contain('2 problem(s)');
    expect(run.stderr).to.contain('games[1].categories[2].words: must be a list of 3 words');
    expect(run.stderr).to.contain('games[1].categories[4].color: must look like #a1b2c3');
    expect(run.stderr).to.not.contain('games[0]');
    // The good game was not stored: importing it alone creates it.
    expect((await imported([good])).stdout).to.equal(summary(1, 0, 0));
  });

  it('given a game somebody played, then it cannot be replaced and the whole file is refused; an unplayed one can be', async () => {
    const played = gameOn('2025-03-01', 'w');
    const unplayed = gameOn('2025-03-02', 'x');
    expect((await imported([played, unplayed])).code).to.equal(0);

    const server = await startTestServer({ embedded: true, dataDir, env: { INSTANCES: 'fi' } });
    try {
      const guest = { 'X-Guest-ID': 'guest_importtest0000000001' };
      const api = apiCaller(server.url);
      const daily = await api.get('/game/daily/2025-03-01', undefined, guest);
      expect(daily.body.title).to.equal('Peli w');
      const check = await api.post(
        '/game/guest/check-selection',
        { gameDate: '2025-03-01', selectedWords: ['wa1', 'wb1', 'wc1'] },
        undefined,
        guest,
      );
      expect(check.body.session.mistakes).to.equal(1);
    } finally {
      await server.dispose();
    }

    const renamed = ['Uusi', 'Toka', 'Kolmas', 'Neljäs', 'Viides'];
    const refused = await imported([gameOn('2025-03-01', 'w', renamed), gameOn('2025-03-02', 'x', renamed)]);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.contain('games[0]: has been played and cannot be replaced');
    // Nothing of the refused file is stored: both games are still the first ones.
    expect((await imported([played, unplayed])).stdout).to.equal(summary(0, 0, 2));
    expect((await imported([gameOn('2025-03-02', 'x', renamed)])).stdout).to.equal(summary(0, 1, 0));
  });

  it('given no file or a file that cannot be read as JSON, then the usage (exit 2) or exit 1', async () => {
    const usage = await runImport();
    expect([usage.code, usage.stderr]).to.deep.equal([
      2,
      'Usage: npm run games:import -- FILE.json [--instance <slug>]\n',
    ]);
    const notJson = await runImport(await fileOf('{"games": ['));
    expect([notJson.code, notJson.stderr.startsWith('Cannot read')]).to.deep.equal([1, true]);
  });
});
