import { readFile } from 'node:fs/promises';
import { expect } from 'chai';
import type { SampleGames } from '../../../application/games/seed-sample-games.use-case';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { gameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

/** A sample file of the builder's game at these day offsets (the import format with dayOffset for date). */
const samplesAt = (...offsets: number[]): SampleGames => ({
  games: offsets.map((dayOffset) => {
    const { date: _date, ...game } = aPublishedGame().toImport();
    return { dayOffset, ...game };
  }),
});

/** The loader the server passes: it reads the file only when the samples will be published. */
const loading = (samples: SampleGames) => () => Promise.resolve(samples);

describe('Application | Games | Sample games on first start', () => {
  it('given no games, then the samples are published around today, offset 0 being today', async () => {
    const game = gameplayFixture();

    expect(rightOf(await game.seedSampleGames.execute(loading(samplesAt(-2, -1, 0))))).to.deep.equal({
      created: 3,
      replaced: 0,
      unchanged: 0,
    });
    expect(await game.stores.games.publishedDates('2026-01-01', '2026-12-31')).to.deep.equal([
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
    ]);
  });

  it("given late evening UTC, then today is the instance zone's (Helsinki is already on the next day)", async () => {
    const game = gameplayFixture({ now: '2026-03-01T22:30:00Z' });

    rightOf(await game.seedSampleGames.execute(loading(samplesAt(0))));

    expect(await game.stores.games.publishedDates('2026-01-01', '2026-12-31')).to.deep.equal(['2026-03-02']);
  });

  it('given an instance that already has a game, then the samples are skipped without being loaded', async () => {
    const game = gameplayFixture();
    await game.given(aPublishedGame().on('2025-12-24'));
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(samplesAt(-1, 0));
    };

    expect(rightOf(await game.seedSampleGames.execute(load))).to.equal('skipped');
    expect(await game.stores.games.countGames()).to.equal(1);
    expect(loads).to.equal(0);
  });

  for (const language of ['fi', 'en']) {
    it(`given the shipped ${language} samples, then all 16 are published, today's included`, async () => {
      const game = gameplayFixture();
      const samples = JSON.parse(
        await readFile(`content/sample-games/${language}.json`, 'utf8'),
      ) as SampleGames;

      expect(rightOf(await game.seedSampleGames.execute(loading(samples)))).to.include({ created: 16 });
      expect(await game.stores.games.findPublished('2026-03-01')).to.not.equal(null);
    });
  }
});
