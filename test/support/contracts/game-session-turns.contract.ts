import { expect } from 'chai';
import type { GameSession } from '../../../application/ports/game-session.repository';
import { guestPlayer } from '../../../application/ports/player';
import { aGameSession } from '../builders/game-session.builder';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

const wrong = (key: string) => ({ key, words: key.split('|'), wasCorrect: false });

/**
 * The unlocked turn SessionPlay takes for a move that leaves the game running: a read with the attempts
 * and a revision, then a store that lands only if no other write came in between; or, for a first turn,
 * one statement that starts the session unless there is one, then read instead.
 */
export function gameSessionTurnsContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GameSessionRepository turns | ${name}`, () => {
    const stores = useGameplayStores(makeStores);
    const sessions = () => stores().sessions;
    /** The session stored as it is, and its revision as a turn reads it. */
    const storedAt = async (session: GameSession): Promise<string> => {
      await sessions().createIfAbsent(session);
      return (await sessions().readForTurn(session.player, session.gameDate))!.revision;
    };

    it('given no session, when a new one is stored with its attempt, then both read back with a revision', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .build();
      expect(await sessions().readForTurn(session.player, session.gameDate)).to.equal(null);
      const moved = { ...session, mistakes: 1 };

      expect(await sessions().storeIfUnchanged(moved, null, wrong('a|b|c'))).to.equal(true);

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.session).to.deep.equal(moved);
      expect(read?.attempts).to.deep.equal([wrong('a|b|c')]);
      expect(read?.revision).to.be.a('string').and.not.equal('');
    });

    it('given a session of the player and date, when another new one is stored, then nothing is and the first stays', async () => {
      const first = aGameSession().of(guestPlayer('guest_dddddddddddddddd')).build();
      await sessions().createIfAbsent(first);
      const second = aGameSession().of(first.player).with({ mistakes: 1 }).build();

      expect(await sessions().storeIfUnchanged(second, null, wrong('a|b|c'))).to.equal(false);

      const read = await sessions().readForTurn(first.player, first.gameDate);
      expect(read?.session).to.deep.equal(first);
      expect(read?.attempts).to.deep.equal([]);
    });

    it('given a read, when stored at its revision, then it lands once, and a second store at that revision stores nothing', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .build();
      const revision = await storedAt(session);

      expect(
        await sessions().storeIfUnchanged({ ...session, mistakes: 1 }, revision, wrong('a|b|c')),
      ).to.equal(true);
      expect(
        await sessions().storeIfUnchanged({ ...session, mistakes: 1 }, revision, wrong('d|e|f')),
      ).to.equal(false);

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.session.mistakes).to.equal(1);
      expect(read?.attempts).to.deep.equal([wrong('a|b|c')]);
      expect(read?.revision).to.not.equal(revision);
    });

    it('given a read, when the session is written under its lock meanwhile, then a store at the old revision stores nothing', async () => {
      const session = aGameSession().of(guestPlayer('guest_eeeeeeeeeeeeeeee')).build();
      const revision = await storedAt(session);
      await stores().unitOfWork.run(() => sessions().save({ ...session, switched: [1] }));

      expect(await sessions().storeIfUnchanged({ ...session, mistakes: 1 }, revision)).to.equal(false);

      expect((await sessions().find(session.player, session.gameDate))?.switched).to.deep.equal([1]);
    });

    it('given a move without an attempt, when stored, then its progress reads back and no attempt is recorded', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .build();
      const revision = await storedAt(session);
      const switched = { ...session, switched: [2], switchedPairs: [{ oldWord: 'cat', newWord: 'owl' }] };

      expect(await sessions().storeIfUnchanged(switched, revision)).to.equal(true);

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.session).to.deep.equal(switched);
      expect(read?.attempts).to.deep.equal([]);
    });

    it('given no session, when a first turn starts one with its attempt, then it is started and both read back', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .with({ mistakes: 1 })
        .build();

      expect(await sessions().startOrRead(session, wrong('a|b|c'))).to.equal('started');

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.session).to.deep.equal(session);
      expect(read?.attempts).to.deep.equal([wrong('a|b|c')]);
    });

    it('given a session of the player and date, when a first turn starts another, then the one there is comes back as a turn reads it, and nothing is stored', async () => {
      const first = aGameSession().of(guestPlayer('guest_gggggggggggggggg')).build();
      await sessions().storeIfUnchanged(first, null, wrong('d|e|f'));
      const second = aGameSession().of(first.player).with({ mistakes: 1 }).build();

      const answer = await sessions().startOrRead(second, wrong('a|b|c'));

      expect(answer).to.deep.equal(await sessions().readForTurn(first.player, first.gameDate));
      expect(answer).to.deep.include({ session: first, attempts: [wrong('d|e|f')] });
      expect(await stores().attempts.ofSession(second.id)).to.deep.equal([]);
    });

    it('given a first turn without an attempt, then the session is started and no attempt is recorded', async () => {
      const session = aGameSession().of(guestPlayer('guest_hhhhhhhhhhhhhhhh')).build();

      expect(await sessions().startOrRead(session)).to.equal('started');

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.session).to.deep.equal(session);
      expect(read?.attempts).to.deep.equal([]);
    });

    it('given several attempts, then a read answers them in the order they were made', async () => {
      const session = aGameSession().of(guestPlayer('guest_ffffffffffffffff')).build();
      const keys = ['g|h|i', 'a|b|c', 'd|e|f'];
      let revision: string | null = null;
      for (const [mistakes, key] of keys.entries()) {
        expect(
          await sessions().storeIfUnchanged({ ...session, mistakes: mistakes + 1 }, revision, wrong(key)),
        ).to.equal(true);
        revision = (await sessions().readForTurn(session.player, session.gameDate))!.revision;
      }

      const read = await sessions().readForTurn(session.player, session.gameDate);
      expect(read?.attempts.map((attempt) => attempt.key)).to.deep.equal(keys);
      expect(await stores().attempts.ofSession(session.id)).to.deep.equal(read?.attempts);
    });
  });
}
