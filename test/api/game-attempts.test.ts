import { expect } from 'chai';
import { PLAYER_KINDS, TODAY, expectError, solveAll, useGameServer } from '../support/game-api';

// The attempted categories are the server's own record, made while it checks selections; the client's
// bookkeeping calls (check-combination, store-combination, category-match) only read it.

describe('API | Game | Attempts, combinations and category match', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    describe(`as a ${kind} player`, () => {
      it('given checked selections, then the attempted categories list them in order with the verdict', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        expect((await player.attempts()).body).to.deep.equal({ attempts: [] });
        await player.check(puzzle.wrong(2));
        await player.check(puzzle.words(4));
        await player.check(puzzle.wrong(2).reverse());
        const { attempts } = (await player.attempts()).body;
        expect(attempts.map((a: { wasCorrect: boolean }) => a.wasCorrect)).to.deep.equal([false, true]);
        expect(attempts[0].words).to.deep.equal([...puzzle.wrong(2)].sort());
        expect(attempts[1].words).to.have.members(puzzle.words(4));
      });

      it('given check-combination, then alreadyTried says whether the server saw these words checked', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        expect((await player.checkCombination(puzzle.wrong(3))).body).to.deep.equal({ alreadyTried: false });
        await player.check(puzzle.wrong(3));
        await player.check(puzzle.words(3));
        expect((await player.checkCombination([...puzzle.wrong(3)].reverse())).body.alreadyTried).to.equal(
          true,
        );
        expect((await player.checkCombination(puzzle.words(3))).body.alreadyTried).to.equal(true);
        expect((await player.checkCombination(puzzle.wrong(4))).body.alreadyTried).to.equal(false);
        expect((await player.checkCombination([])).body.alreadyTried).to.equal(false);
      });

      it('given category-match, then only a category already revealed to the player is named', async () => {
        const [player, puzzle] = [await game.player(kind), await game.puzzle()];
        await player.check(puzzle.words(1));
        const solved = await player.categoryMatch(puzzle.words(1));
        expect(solved.body.category).to.include({ name: puzzle.name(1), position: 1 });
        // An unsolved category cannot be probed, not even with its right words.
        expect((await player.categoryMatch(puzzle.words(2), TODAY)).body).to.deep.equal({ category: null });
        expect((await player.categoryMatch(puzzle.wrong(0))).body).to.deep.equal({ category: null });
        await player.forfeit();
        const afterEnd = await player.categoryMatch(puzzle.words(2));
        expect(afterEnd.body.category).to.include({ name: puzzle.name(2), position: 2 });
      });

      it('given bodies of the wrong shape, then 400 VALIDATION_ERROR', async () => {
        const player = await game.player(kind);
        const base = kind === 'guest' ? '/game/guest' : '/game';
        for (const path of ['check-combination', 'category-match']) {
          for (const body of [{ gameDate: TODAY }, { gameDate: TODAY, words: 'a|b|c' }, { words: ['a'] }]) {
            expectError(await player.post(`${base}/${path}`, body), 400, 'VALIDATION_ERROR');
          }
        }
      });
    });
  }

  it("given store-combination, then it answers whether the server has the combination; the client's verdict is not taken", async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await player.check(puzzle.wrong(5));
    const stored = await player.post('/game/store-combination', {
      gameDate: TODAY,
      words: puzzle.wrong(5),
      wasCorrect: true,
    });
    expect(stored.body).to.deep.equal({ stored: true });
    const unseen = await player.post('/game/store-combination', {
      gameDate: TODAY,
      words: puzzle.wrong(6),
      wasCorrect: false,
    });
    expect(unseen.body).to.deep.equal({ stored: false });
    const { attempts } = (await player.attempts()).body;
    expect(attempts).to.have.length(1);
    expect(attempts[0].wasCorrect).to.equal(false);
    expect((await player.state()).body.mistakes).to.equal(1);
    expectError(
      await player.post('/game/store-combination', { gameDate: TODAY, words: [], wasCorrect: 'yes' }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it("given a guest id in the query, then a guest's attempts are read without the header; a signed-in caller is sent to the own path", async () => {
    const [guest, puzzle] = [game.guest(), await game.puzzle()];
    await guest.check(puzzle.wrong(1));
    const byQuery = await game.api.get(`/game/attempted-categories/${TODAY}?guestId=${guest.guestId}`);
    expect(byQuery.body.attempts).to.have.length(1);
    expectError(
      await game.api.get(`/game/attempted-categories/${TODAY}?guestId=nobody`),
      400,
      'GUEST_ID_INVALID',
    );
    const player = await game.registered();
    const signedIn = await game.api.get(
      `/game/attempted-categories/${TODAY}?guestId=${guest.guestId}`,
      player.token,
    );
    expectError(signedIn, 400, 'USE_AUTHENTICATED_API');
  });

  it("given a finished game, then a player's attempts of it are still there", async () => {
    const [player, puzzle] = [await game.registered(), await game.puzzle()];
    await player.check(puzzle.oneAway(0));
    await solveAll(player, puzzle);
    expect((await player.attempts()).body.attempts).to.have.length(6);
  });
});
