import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { guestPlayer, type Player } from '../../../application/ports/player';
import { combinationKey } from '../../../domain/game/combination-key';
import { aGameScore } from '../builders/game-score.builder';
import { aGameSession } from '../builders/game-session.builder';
import { useGameplayStores, type GameplayStoresFixture, type MakeGameplayStores } from './gameplay-stores';

const GUEST_ID = 'guest_eeeeeeeeeeeeeeee';
const guest = guestPlayer(GUEST_ID);

/** A guest's finished game of `date` with `mistakes` wrong combinations on record, and a review. */
async function guestGame(stores: GameplayStoresFixture, date: string, mistakes: string[][]): Promise<void> {
  const session = aGameSession().of(guest).on(date).solved(0, 1, 2, 3, 4).ended('won', 9_000).build();
  await stores.sessions.createIfAbsent(session);
  for (const words of mistakes)
    await stores.attempts.record(session.id, date, { key: combinationKey(words)!, words, wasCorrect: false });
  await stores.scores.record(aGameScore().of(guest).on(date).scoring(9_000).build());
  const review = {
    id: randomUUID(),
    gameDate: date,
    player: guest,
    difficulty: 3,
    funLevel: 4,
    isDemo: true,
  };
  await stores.reviews.save(review);
}

const datesOf = (rows: { gameDate: string }[]) => rows.map((row) => row.gameDate).sort();

/** Moving a guest's games to the account they log in to: run against PostgreSQL, PGlite and the fake. */
export function guestDataTransferContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GuestDataTransfer | ${name}`, () => {
    const stores = useGameplayStores(makeStores);
    let user: Player;

    beforeEach(async () => {
      user = await stores().aUser();
      await guestGame(stores(), '2026-03-01', [
        ['red', 'pear', 'cat'],
        ['blue', 'dog', 'cow'],
      ]);
      await guestGame(stores(), '2026-03-02', [['iron', 'mars', 'pear']]);
      await guestGame(stores(), '2026-03-03', [['apple', 'red', 'cat']]);
      // The user played the 2nd themselves: the guest's game of that day stays the guest's.
      await stores().sessions.createIfAbsent(aGameSession().of(user).on('2026-03-02').build());
    });

    it("given dates the user has not played, then those games move with their combinations as the user's own games", async () => {
      const transferred = await stores().guestTransfer.moveToUser(GUEST_ID, user.id);
      expect(transferred).to.deep.include({ sessions: 2, scores: 2, combinations: 3 });
      // The moved results, as stored now, oldest first: what the standings still have to count.
      expect(
        transferred.results.map((result) => [result.gameDate, result.player, result.isDemo, result.score]),
      ).to.deep.equal([
        ['2026-03-01', user, false, 9_000],
        ['2026-03-03', user, false, 9_000],
      ]);
      expect(transferred.results.every((result) => result.status === 'won')).to.equal(true);

      const sessions = await stores().sessions.findMany(user, ['2026-03-01', '2026-03-02', '2026-03-03']);
      expect(sessions.map((s) => [s.gameDate, s.isDemo, s.status])).to.have.deep.members([
        ['2026-03-01', false, 'won'],
        ['2026-03-02', false, 'playing'],
        ['2026-03-03', false, 'won'],
      ]);
      const moved = sessions.find((s) => s.gameDate === '2026-03-01')!;
      expect(await stores().attempts.ofSession(moved.id)).to.have.length(2);
      const scores = await stores().storedScores(user);
      expect(datesOf(scores)).to.deep.equal(['2026-03-01', '2026-03-03']);
      expect(scores.every((score) => !score.isDemo)).to.equal(true);
      const reviews = await stores().storedReviews(user);
      expect(datesOf(reviews)).to.deep.equal(['2026-03-01', '2026-03-03']);
      expect(reviews.every((review) => !review.isDemo)).to.equal(true);
      expect(await stores().userFlags(user.id)).to.deep.equal({ lastPlayed: '2026-03-03', isCheater: false });
    });

    it("given a guest's cheated game, when moved, then it flags the user as a cheated game played signed in does", async () => {
      const date = '2026-03-04';
      await stores().sessions.createIfAbsent(aGameSession().of(guest).on(date).ended('cheater', 0).build());
      await stores().scores.record(aGameScore().of(guest).on(date).cheating().build());

      await stores().guestTransfer.moveToUser(GUEST_ID, user.id);

      expect(await stores().userFlags(user.id)).to.deep.equal({ lastPlayed: date, isCheater: true });
    });

    it('given the move, then the guest keeps only the date the user had played', async () => {
      await stores().guestTransfer.moveToUser(GUEST_ID, user.id);

      const left = await stores().sessions.findMany(guest, ['2026-03-01', '2026-03-02', '2026-03-03']);
      expect(datesOf(left)).to.deep.equal(['2026-03-02']);
      expect(datesOf(await stores().storedScores(guest))).to.deep.equal(['2026-03-02']);
      expect(datesOf(await stores().storedReviews(guest))).to.deep.equal(['2026-03-02']);
    });

    it('given a move done, when repeated, then nothing moves and nothing changes', async () => {
      await stores().guestTransfer.moveToUser(GUEST_ID, user.id);
      const before = await stores().storedScores(user);

      expect(await stores().guestTransfer.moveToUser(GUEST_ID, user.id)).to.deep.equal({
        sessions: 0,
        scores: 0,
        combinations: 0,
        results: [],
      });
      expect(await stores().storedScores(user)).to.have.deep.members(before);
      expect(datesOf(await stores().storedScores(guest))).to.deep.equal(['2026-03-02']);
    });

    it('given an unknown guest, then nothing moves', async () => {
      expect(await stores().guestTransfer.moveToUser('guest_ffffffffffffffff', user.id)).to.deep.equal({
        sessions: 0,
        scores: 0,
        combinations: 0,
        results: [],
      });
    });
  });
}
