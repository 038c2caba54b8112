import { expect } from 'chai';
import {
  GAME_COMPLETED_TEXT,
  PLAYER_KINDS,
  TODAY,
  expectError,
  solveAll,
  useGameServer,
} from '../support/game-api';

const rowsOfThree = (words: string[]): string[][] =>
  Array.from({ length: words.length / 3 }, (_, i) => words.slice(3 * i, 3 * i + 3));

describe('API | Game | Checking a selection', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it('given a wrong selection, then it costs 500; the same words again in any order or case cost nothing', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const first = await player.check(puzzle.wrong(0));
        expect(first.status).to.equal(200);
        expect(first.body).to.include({
          correct: false,
          alreadyTried: false,
          oneAway: false,
          category: null,
        });
        expect(first.body.result).to.equal(null);
        expect(first.body.session).to.include({ mistakes: 1, score: 9500, gameStatus: 'playing' });

        const again = await player.check(
          puzzle
            .wrong(0)
            .map((w) => ` ${w.toUpperCase()} `)
            .reverse(),
        );
        expect(again.body).to.include({ correct: false, alreadyTried: true });
        expect(again.body.session).to.include({ mistakes: 1, score: 9500 });

        const other = await player.check(puzzle.wrong(1));
        expect(other.body).to.include({ alreadyTried: false });
        expect(other.body.session).to.include({ mistakes: 2, score: 9000 });
        expect((await player.attempts()).body.attempts).to.have.length(2);
      });

      it('given two words of one category and one of another, then the wrong answer says oneAway', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const answer = await player.check(puzzle.oneAway(3));
        expect(answer.body).to.include({ correct: false, oneAway: true, alreadyTried: false });
        expect(answer.body.session.mistakes).to.equal(1);
        expect((await player.check(puzzle.oneAway(3))).body).to.include({
          alreadyTried: true,
          oneAway: true,
        });
      });

      it('given the three words of a category, then only that category is revealed and the grid closes up', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        const answer = await player.check(puzzle.words(2));
        expect(answer.body).to.include({ correct: true, alreadyTried: false, oneAway: false });
        const revealed = {
          name: puzzle.name(2),
          position: 2,
          words: puzzle.words(2),
          color: answer.body.category.color,
          createdBy: puzzle.game.categories[2]!.createdBy,
        };
        expect(answer.body.category).to.deep.equal(revealed);
        expect(answer.body.category.color).to.match(/^#[0-9a-f]{6}$/i);
        const { session } = answer.body;
        expect(session).to.include({ score: 10_000, mistakes: 0, gameStatus: 'playing' });
        expect(session.completedCategories).to.deep.equal([2]);
        expect(session.revealedCategoryData).to.deep.equal([revealed]);
        const remaining = puzzle.game.gridLayout.flat().filter((word) => puzzle.categoryOf(word) !== 2);
        expect(session.gridLayout).to.deep.equal(rowsOfThree(remaining));
        expect(answer.body).to.not.have.property('categories');
      });

      it('given the fifth category, then the game is won with the result and every category; later checks are 409', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.wrong(5));
        const last = await solveAll(player, puzzle);
        const { result, session } = last.body;
        expect(session).to.include({ gameStatus: 'won', finalScore: 9500, score: 9500 });
        expect(result).to.include({
          gameStatus: 'won',
          score: 9500,
          mistakes: 1,
          forfeit: false,
          gameDate: TODAY,
        });
        expect(result).to.include({ isDemo: kind === 'guest', showAllCategories: true, switchedCards: 0 });
        expect(result.completedCategories).to.deep.equal([0, 1, 2, 3, 4]);
        expect(result.categories.map((c: { name: string }) => c.name)).to.deep.equal(
          [0, 1, 2, 3, 4].map((p) => puzzle.name(p)),
        );
        expect(result.categories[4]).to.include({ extraWord: puzzle.extraWord(4), position: 4 });
        expect(result.categories[4].words).to.deep.equal(puzzle.words(4));

        expectError(await player.check(puzzle.wrong(6)), 409, 'GAME_ALREADY_COMPLETED', GAME_COMPLETED_TEXT);
        expectError(await player.switchRow(0), 409, 'GAME_ALREADY_COMPLETED', GAME_COMPLETED_TEXT);
        expect((await player.state()).body).to.include({ mistakes: 1, finalScore: 9500 });
      });

      it("given guesses, a switch and the end, then the result has each guess as its words' categories in the order tried, and the server's clock", async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.wrong(0));
        await player.check(puzzle.oneAway(3));
        await player.check(puzzle.wrong(0)); // tried before: free, and no guess of its own
        const switched = (await player.switchRow(0)).body;
        const last = await solveAll(player, puzzle);
        const { result } = last.body;
        // Every category solved in position order after the two misses; the switched one with its extra word.
        expect(result.guesses).to.deep.equal([
          [0, 1, 2],
          [3, 3, 4],
          [0, 0, 0],
          [1, 1, 1],
          [2, 2, 2],
          [3, 3, 3],
          [4, 4, 4],
        ]);
        expect(puzzle.solving(puzzle.categoryOf(switched.oldWord), [switched])).to.include(switched.newWord);
        // The guesses are the recorded attempts, in their order, as categories and nothing else.
        const attempts = (await player.attempts()).body.attempts as { words: string[] }[];
        const asCategories = attempts.map(({ words }) => words.map((w) => puzzle.categoryOf(w)).sort());
        expect(result.guesses).to.deep.equal(asCategories);
        expect(JSON.stringify(result.guesses)).to.match(/^[[\],\d]+$/);
        // The countdown's facts: the server's clock and Helsinki's next midnight (UTC+3 in June).
        expect(result.serverTime).to.equal(game.clock.now().toISOString());
        expect(result.nextPuzzleAt).to.equal('2026-06-15T21:00:00.000Z');
        expect(result.today).to.equal(result.gameDate);
        // Read again later, the same guesses, and the clock of that answer.
        game.clock.advance(90_000);
        const again = (await player.result()).body;
        expect(again.guesses).to.deep.equal(result.guesses);
        expect(again).to.include({
          serverTime: game.clock.now().toISOString(),
          nextPuzzleAt: result.nextPuzzleAt,
        });
      });

      it('given a selection that is not three distinct words of the current grid, then 400 and nothing is counted', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(0));
        const [a, b, c] = puzzle.words(1) as [string, string, string];
        const refused: [string[], string][] = [
          [[a, b], 'SELECTION_SIZE_INVALID'],
          [[a, b, c, puzzle.words(3)[0] as string], 'SELECTION_SIZE_INVALID'],
          [[], 'SELECTION_SIZE_INVALID'],
          [[a, b, a.toUpperCase()], 'SELECTION_DUPLICATE_WORD'],
          [[a, b, 'mustikka'], 'SELECTION_WORD_NOT_IN_GRID'],
          // A solved category's words have left the grid, and an extra word is in it only once switched in.
          [[a, b, puzzle.words(0)[0] as string], 'SELECTION_WORD_NOT_IN_GRID'],
          [[a, b, puzzle.extraWord(1)], 'SELECTION_WORD_NOT_IN_GRID'],
        ];
        for (const [words, code] of refused) {
          const answer = await player.check(words);
          expect([words, answer.status, answer.body.code]).to.deep.equal([words, 400, code]);
        }
        const state = (await player.state()).body;
        expect([state.mistakes, state.score, (await player.attempts()).body.attempts.length]).to.deep.equal([
          0, 10_000, 1,
        ]);
      });

      it('given a body of the wrong shape, then 400 VALIDATION_ERROR before any session starts', async () => {
        const player = await game.player(kind);
        const bodies = [
          {},
          { selectedWords: 'a,b,c', gameDate: TODAY },
          { selectedWords: [1, 2, 3], gameDate: TODAY },
          { selectedWords: ['a', 'b', 'c'] },
          { selectedWords: ['a', 'b', 'c'], gameDate: 20260615 },
          { selectedWords: null, gameDate: TODAY },
        ];
        const path = kind === 'guest' ? '/game/guest/check-selection' : '/game/check-selection';
        for (const body of bodies) expectError(await player.post(path, body), 400, 'VALIDATION_ERROR');
        expectError(await player.active(), 404, 'NO_ACTIVE_SESSION');
      });
    });
  }

  describe('guest identity', () => {
    const ids: [string, Record<string, string>][] = [
      ['no X-Guest-ID', {}],
      ['an empty one', { 'X-Guest-ID': '' }],
      ['one without the prefix', { 'X-Guest-ID': 'abcdefghijklmnopqrstu' }],
      ['one 15 characters long', { 'X-Guest-ID': 'guest_abcdefghijklmno' }],
      ['one 65 characters long', { 'X-Guest-ID': `guest_${'a'.repeat(65)}` }],
      ['one with other characters', { 'X-Guest-ID': 'guest_abcdefgh.ijklmnop' }],
    ];
    for (const [what, headers] of ids) {
      it(`given ${what}, then every guest path answers 400 GUEST_ID_INVALID`, async () => {
        const body = { selectedWords: ['a', 'b', 'c'], gameDate: TODAY, rowIndex: 0, words: ['a'] };
        for (const path of [
          'check-selection',
          'switch-word',
          'session',
          'session/end',
          'check-combination',
          'category-match',
        ]) {
          const answer = await game.api.post(`/game/guest/${path}`, body, undefined, headers);
          expect([path, answer.status, answer.body.code]).to.deep.equal([path, 400, 'GUEST_ID_INVALID']);
        }
        for (const path of [
          `session/${TODAY}`,
          `game-state/${TODAY}`,
          'active-session',
          `played-status/${TODAY}`,
          `game-results/${TODAY}`,
        ]) {
          const answer = await game.api.get(`/game/guest/${path}`, undefined, headers);
          expect([path, answer.status, answer.body.code]).to.deep.equal([path, 400, 'GUEST_ID_INVALID']);
        }
        const attempts = await game.api.get(`/game/attempted-categories/${TODAY}`, undefined, headers);
        expectError(attempts, 400, 'GUEST_ID_INVALID');
      });
    }
  });
});
