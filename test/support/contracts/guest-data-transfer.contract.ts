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

    it('given dates the user has not played, then those games move with their combinations and stay demo', async () => {
      expect(await stores().guestTransfer.moveToUser(GUEST_ID, user.id)).to.deep.equal({
        sessions: 2,
        scores: 2,
        combinations: 3,
      });

      const sessions = await stores().sessions.findMany(user, ['2026-03-01', '2026-03-02', '2026-03-03']);
      expect(sessions.map((s) => [s.gameDate, s.isDemo, s.status])).to.have.deep.members([
        ['2026-03-01', true, 'won'],
        ['2026-03-02', false, 'playing'],
        ['2026-03-03', true, 'won'],
      ]);
      const moved = sessions.find((s) => s.gameDate === '2026-03-01')!;
      expect(await stores().attempts.ofSession(moved.id)).to.have.length(2);
      const scores = await stores().storedScores(user);
      expect(datesOf(scores)).to.deep.equal(['2026-03-01', '2026-03-03']);
      expect(scores.every((score) => score.isDemo)).to.equal(true);
      expect(datesOf(await stores().storedReviews(user))).to.deep.equal(['2026-03-01', '2026-03-03']);
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
      });
      expect(await stores().storedScores(user)).to.have.deep.members(before);
      expect(datesOf(await stores().storedScores(guest))).to.deep.equal(['2026-03-02']);
    });

    it('given an unknown guest, then nothing moves', async () => {
      expect(await stores().guestTransfer.moveToUser('guest_ffffffffffffffff', user.id)).to.deep.equal({
        sessions: 0,
        scores: 0,
        combinations: 0,
      });
    });
  });
}
