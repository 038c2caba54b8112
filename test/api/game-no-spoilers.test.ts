import { expect } from 'chai';
import type { Answer } from '../support/api-client';
import { PLAYER_KINDS, TODAY, useGameServer, type GamePlayer, type Puzzle } from '../support/game-api';

// DESIGN 5: the browser never receives a category before the player solves it or the game ends. A whole
// game is played through the API, with mistakes and a switch, and every answer before the end is searched
// for an unsolved category: its name, its extra word (unless switched in), any category-shaped object of
// it, or any list outside the published layout that groups its words together.

interface Known {
  solved: Set<number>;
  switchedIn: Set<string>;
}

function findSpoilers(value: unknown, puzzle: Puzzle, known: Known, path = 'body'): string[] {
  const unsolved = [0, 1, 2, 3, 4].filter((p) => !known.solved.has(p));
  if (typeof value === 'string') {
    return unsolved.flatMap((p) => {
      const found: string[] = [];
      if (value.toLowerCase().includes(puzzle.name(p).toLowerCase())) found.push(`${path}: name of ${p}`);
      if (value === puzzle.extraWord(p) && !known.switchedIn.has(value))
        found.push(`${path}: extra word of ${p}`);
      return found;
    });
  }
  if (Array.isArray(value)) {
    const inside = value.flatMap((item, i) => findSpoilers(item, puzzle, known, `${path}[${i}]`));
    if (
      /gridLayout(\[\d+\])?$/.test(path) ||
      value.length < 2 ||
      !value.every((v) => typeof v === 'string')
    ) {
      return inside;
    }
    const categories = new Set(value.map((word) => puzzle.categoryOf(word as string)));
    const [only] = [...categories];
    const grouped = categories.size === 1 && only !== undefined && unsolved.includes(only);
    return grouped ? [...inside, `${path}: groups words of ${only}`] : inside;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    // A solved category shows its author ("by walker2"); an unsolved one's author would be a hint.
    const solvedCategory = 'name' in record && known.solved.has(record.position as number);
    const found = ['categories', 'extraWord', ...(solvedCategory ? [] : ['createdBy'])]
      .filter((key) => key in record)
      .map((key) => `${path}.${key}: present before the end`);
    if ('words' in record && 'name' in record && !known.solved.has(record.position as number)) {
      found.push(`${path}: category ${String(record.position)} described`);
    }
    return [
      ...found,
      ...Object.entries(record).flatMap(([key, inner]) =>
        findSpoilers(inner, puzzle, known, `${path}.${key}`),
      ),
    ];
  }
  return [];
}

describe('API | Game | No spoilers before the end', function () {
  this.timeout(60_000);
  const game = useGameServer();

  for (const kind of PLAYER_KINDS) {
    it(`given a ${kind} player's whole game, then no answer before the end tells an unsolved category`, async () => {
      const [player, puzzle] = [await game.player(kind), await game.puzzle()];
      const known: Known = { solved: new Set(), switchedIn: new Set() };
      let inspected = 0;
      const inspect = async (call: Promise<Answer>): Promise<Answer> => {
        const answer = await call;
        expect(answer.status, JSON.stringify(answer.body)).to.be.below(500);
        expect(findSpoilers(answer.body, puzzle, known), JSON.stringify(answer.body)).to.deep.equal([]);
        inspected += 1;
        return answer;
      };
      const look = async (player: GamePlayer) => {
        await inspect(player.get('/game/daily'));
        await inspect(player.state());
        await inspect(player.active());
        await inspect(player.played());
        await inspect(player.attempts());
        await inspect(player.result());
        for (const what of ['percentile?score=9000', 'mistakes', 'category-difficulty', 'categories']) {
          await inspect(player.get(`/scoreboard/days/${TODAY}/${what}`));
        }
        if (player.kind === 'registered') await inspect(player.get('/game/initial-data'));
        else await inspect(player.get(`/game/guest/session/${TODAY}`));
        for (let p = 0; p < 5; p += 1) await inspect(player.categoryMatch(puzzle.words(p)));
      };

      await inspect(player.get('/game/daily'));
      await inspect(player.start());
      await look(player);
      await inspect(player.check(puzzle.wrong(0)));
      await inspect(player.check(puzzle.wrong(0)));
      await inspect(player.check(puzzle.oneAway(2)));
      await inspect(player.checkCombination(puzzle.oneAway(2)));
      if (player.kind === 'registered') {
        await inspect(player.post('/game/store-combination', { gameDate: TODAY, words: puzzle.words(4) }));
      }
      await look(player);

      const switched = (await player.switchRow(1)).body;
      expect(switched.newWord).to.equal(puzzle.extraWord(puzzle.categoryOf(switched.oldWord)));
      known.switchedIn.add(switched.newWord);
      expect(findSpoilers(switched, puzzle, known)).to.deep.equal([]);
      await look(player);

      const pairs = switched.session.switchedWordPairs;
      for (const position of [3, 0, 4, 1]) {
        known.solved.add(position);
        const solved = await inspect(player.check(puzzle.solving(position, pairs)));
        expect(solved.body.correct).to.equal(true);
        await look(player);
      }
      expect(inspected).to.be.above(100);

      known.solved.add(2);
      const last = await player.check(puzzle.solving(2, pairs));
      const { result } = last.body;
      expect(result.gameStatus).to.equal('won');
      expect(result.categories.map((c: { name: string }) => c.name)).to.deep.equal(
        [0, 1, 2, 3, 4].map((p) => puzzle.name(p)),
      );
      expect(result.categories.map((c: { extraWord: string }) => c.extraWord)).to.deep.equal(
        [0, 1, 2, 3, 4].map((p) => puzzle.extraWord(p)),
      );
      expect((await player.get(`/scoreboard/days/${TODAY}/categories`)).body.categories).to.have.length(5);
    });
  }

  it('given a planted spoiler, then the search finds it (the search itself can fail)', async () => {
    const puzzle = await game.puzzle();
    const known: Known = { solved: new Set([0]), switchedIn: new Set() };
    expect(findSpoilers({ gridLayout: [puzzle.words(1)] }, puzzle, known)).to.deep.equal([]);
    expect(findSpoilers({ hint: puzzle.words(1) }, puzzle, known)).to.have.length(1);
    expect(findSpoilers({ message: `Try ${puzzle.name(2)}` }, puzzle, known)).to.have.length(1);
    expect(findSpoilers({ categories: [] }, puzzle, known)).to.have.length(1);
    expect(findSpoilers([{ name: 'x', position: 3, words: [] }], puzzle, known)).to.have.length(1);
    expect(findSpoilers({ word: puzzle.extraWord(4) }, puzzle, known)).to.have.length(1);
    expect(
      findSpoilers(
        { category: { name: puzzle.name(0), position: 0, words: puzzle.words(0) } },
        puzzle,
        known,
      ),
    ).to.deep.equal([]);
  });
});
