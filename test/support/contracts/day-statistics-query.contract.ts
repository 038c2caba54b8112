import { expect } from 'chai';
import { guestPlayer } from '../../../application/ports/player';
import { combinationKey } from '../../../domain/game/combination-key';
import { aGameScore } from '../builders/game-score.builder';
import { aGameSession } from '../builders/game-session.builder';
import { useGameplayStores, type GameplayStoresFixture, type MakeGameplayStores } from './gameplay-stores';

const DAY = '2026-03-01';
const wrong = (words: string[]) => ({ key: combinationKey(words)!, words, wasCorrect: false });

/** Sessions of the day with these wrong attempts each (the attempts table references a session). */
async function mistakesOf(stores: GameplayStoresFixture, ...perSession: string[][][]): Promise<void> {
  for (const attempts of perSession) {
    const session = aGameSession()
      .of(await stores.aUser())
      .on(DAY)
      .build();
    await stores.sessions.createIfAbsent(session);
    for (const words of attempts) await stores.attempts.record(session.id, DAY, wrong(words));
  }
}

/** The read models of the game-over screen: run against PostgreSQL, PGlite and the fake. */
export function dayStatisticsQueryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | DayStatisticsQuery | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it("given the day's results, then scores are the registered honest ones, ascending, without demo games", async () => {
      const record = async (score: ReturnType<typeof aGameScore>) => stores().scores.record(score.build());
      await record(
        aGameScore()
          .of(await stores().aUser())
          .scoring(9_000),
      );
      await record(
        aGameScore()
          .of(await stores().aUser())
          .scoring(0, 'lost'),
      );
      await record(
        aGameScore()
          .of(await stores().aUser())
          .scoring(7_500),
      );
      await record(
        aGameScore()
          .of(await stores().aUser())
          .cheating(),
      );
      await record(aGameScore().of(guestPlayer('guest_dddddddddddddddd')).scoring(9_900));
      // A guest's game moved to an account stays a demo game.
      await record(
        aGameScore()
          .of(await stores().aUser())
          .scoring(9_800)
          .with({ isDemo: true }),
      );
      await record(
        aGameScore()
          .of(await stores().aUser())
          .on('2026-03-02')
          .scoring(5_000),
      );

      expect(await stores().dayStatistics.scores(DAY)).to.deep.equal([0, 7_500, 9_000]);
    });

    it('given wrong attempts, then mistakes are grouped by combination, most common first, then by key', async () => {
      await mistakesOf(
        stores(),
        [
          ['red', 'pear', 'cat'],
          ['zinc', 'tin', 'gold'],
        ],
        [
          ['cat', 'red', 'pear'],
          ['blue', 'dog', 'cow'],
        ],
        [
          ['pear', 'cat', 'red'],
          ['blue', 'dog', 'cow'],
          ['apple', 'iron', 'mars'],
        ],
      );

      const mistakes = await stores().dayStatistics.commonMistakes(DAY, 3);

      expect(mistakes.map((m) => [[...m.words].sort(), m.count])).to.deep.equal([
        [['cat', 'pear', 'red'], 3],
        [['blue', 'cow', 'dog'], 2],
        [['apple', 'iron', 'mars'], 1],
      ]);
      expect(await stores().dayStatistics.commonMistakes(DAY, 1)).to.have.length(1);
      expect(await stores().dayStatistics.commonMistakes('2026-03-02', 5)).to.deep.equal([]);
    });

    it('given a correct attempt, then it is no mistake', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .on(DAY)
        .build();
      await stores().sessions.createIfAbsent(session);
      await stores().attempts.record(session.id, DAY, {
        ...wrong(['apple', 'pear', 'plum']),
        wasCorrect: true,
      });

      expect(await stores().dayStatistics.commonMistakes(DAY, 5)).to.deep.equal([]);
    });

    it('given finished games, then each position counts its solvers among them and its average solve order', async () => {
      const given = async (session: ReturnType<typeof aGameSession>) =>
        stores().sessions.createIfAbsent(
          session
            .of(await stores().aUser())
            .on(DAY)
            .build(),
        );
      await given(aGameSession().solved(0, 1, 2, 3, 4).ended('won', 9_000));
      await given(aGameSession().solved(1, 0).ended('lost', 0));
      await given(aGameSession().solved(1).ended('forfeit', 0));
      // In play or cheated: not among the finished players.
      await given(aGameSession().solved(4, 3));
      await given(aGameSession().solved(2).ended('cheater', 0));

      const solves = await stores().dayStatistics.categorySolves(DAY);

      expect(solves).to.deep.equal([
        { position: 0, successCount: 2, totalPlayers: 3, averageSolveOrder: 1.5 },
        { position: 1, successCount: 3, totalPlayers: 3, averageSolveOrder: (2 + 1 + 1) / 3 },
        { position: 2, successCount: 1, totalPlayers: 3, averageSolveOrder: 3 },
        { position: 3, successCount: 1, totalPlayers: 3, averageSolveOrder: 4 },
        { position: 4, successCount: 1, totalPlayers: 3, averageSolveOrder: 5 },
      ]);
    });

    it('given no finished game, then every position has no solvers and no order', async () => {
      const solves = await stores().dayStatistics.categorySolves(DAY);

      expect(
        solves.map((s) => [s.position, s.successCount, s.totalPlayers, s.averageSolveOrder]),
      ).to.deep.equal([0, 1, 2, 3, 4].map((position) => [position, 0, 0, null]));
    });
  });
}
