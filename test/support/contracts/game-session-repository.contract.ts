import { expect } from 'chai';
import { guestPlayer } from '../../../application/ports/player';
import { aGameSession } from '../builders/game-session.builder';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

/** The behaviour every GameSessionRepository owes SessionPlay: run against PostgreSQL, PGlite and the fake. */
export function gameSessionRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GameSessionRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given a session, when created again for the same player and date, then the first stays', async () => {
      const player = await stores().aUser();
      const first = aGameSession().of(player).startedAt('2026-03-01T09:00:00Z').build();
      const retried = aGameSession().of(player).startedAt('2026-03-01T09:00:05Z').build();

      await stores().sessions.createIfAbsent(first);
      await stores().sessions.createIfAbsent(retried);

      expect(await stores().sessions.find(player, first.gameDate)).to.deep.equal(first);
    });

    it('given a session with every field set, then find and lock read back every field', async () => {
      const session = aGameSession()
        .of(await stores().aUser())
        .solved(4, 0)
        .with({ switched: [2], switchedPairs: [{ oldWord: 'cat', newWord: 'owl' }], mistakes: 3 })
        .ended('won', 7_400, 100)
        .with({ isActive: false })
        .build();

      await stores().sessions.createIfAbsent(session);

      expect(await stores().sessions.find(session.player, session.gameDate)).to.deep.equal(session);
      const locked = await stores().unitOfWork.run(() =>
        stores().sessions.lock(session.player, session.gameDate),
      );
      expect(locked).to.deep.equal(session);
    });

    it('given a saved move, then the progress reads back and the player, date, demo flag and start stay', async () => {
      const session = aGameSession().of(guestPlayer('guest_aaaaaaaaaaaaaaaa')).build();
      await stores().sessions.createIfAbsent(session);
      const progressed = aGameSession()
        .with({ ...session, startTime: session.startTime + 5_000, isDemo: false })
        .solved(1)
        .with({ switched: [3], switchedPairs: [{ oldWord: 'zinc', newWord: 'tin' }], mistakes: 2 })
        .ended('forfeit', 0, 42)
        .with({ isActive: false })
        .build();

      await stores().unitOfWork.run(() => stores().sessions.save(progressed));

      expect(await stores().sessions.find(session.player, session.gameDate)).to.deep.equal({
        ...progressed,
        startTime: session.startTime,
        isDemo: true,
      });
    });

    it('given no session of the player and date, when locked or created, then it is stored as given and said created', async () => {
      const session = aGameSession().of(guestPlayer('guest_bbbbbbbbbbbbbbbb')).build();

      const opened = await stores().unitOfWork.run(() => stores().sessions.lockOrCreate(session));

      expect(opened).to.deep.equal({ session, created: true });
      expect(await stores().sessions.find(session.player, session.gameDate)).to.deep.equal(session);
    });

    it('given a session of the player and date, when locked or created again, then the first is answered, not created', async () => {
      const player = await stores().aUser();
      const first = aGameSession().of(player).startedAt('2026-03-01T09:00:00Z').solved(2).build();
      const retried = aGameSession().of(player).startedAt('2026-03-01T09:00:05Z').build();
      await stores().sessions.createIfAbsent(first);

      const opened = await stores().unitOfWork.run(() => stores().sessions.lockOrCreate(retried));

      expect(opened).to.deep.equal({ session: first, created: false });
      expect(await stores().sessions.find(player, first.gameDate)).to.deep.equal(first);
    });

    it('given a session of another player or date, when locked or created, then a new one is created beside it', async () => {
      const [player, other] = [await stores().aUser(), await stores().aUser()];
      await stores().sessions.createIfAbsent(aGameSession().of(other).on('2026-03-01').build());
      await stores().sessions.createIfAbsent(aGameSession().of(player).on('2026-03-02').build());
      const session = aGameSession().of(player).on('2026-03-01').build();

      const opened = await stores().unitOfWork.run(() => stores().sessions.lockOrCreate(session));

      expect(opened.created).to.equal(true);
      expect(await stores().sessions.findMany(player, ['2026-03-01', '2026-03-02'])).to.have.length(2);
    });

    it('given a move with its attempt, when saved together, then both read back, and the same key again is not recorded twice', async () => {
      const session = aGameSession().of(guestPlayer('guest_cccccccccccccccc')).build();
      await stores().sessions.createIfAbsent(session);
      const wrong = { key: 'a|b|c', words: ['a', 'b', 'c'], wasCorrect: false };
      const once = aGameSession()
        .with({ ...session, mistakes: 1 })
        .build();
      const again = aGameSession()
        .with({ ...session, mistakes: 2 })
        .build();

      await stores().unitOfWork.run(() => stores().sessions.saveWithAttempt(once, wrong));
      await stores().unitOfWork.run(() =>
        stores().sessions.saveWithAttempt(again, { ...wrong, wasCorrect: true }),
      );

      expect(await stores().sessions.find(session.player, session.gameDate)).to.deep.equal(again);
      expect(await stores().attempts.ofSession(session.id)).to.deep.equal([wrong]);
    });

    it("given sessions of other players and dates, then a player finds only their own date's", async () => {
      const [player, other] = [await stores().aUser(), await stores().aUser()];
      const own = aGameSession().of(player).on('2026-03-01').build();
      await stores().sessions.createIfAbsent(own);
      await stores().sessions.createIfAbsent(aGameSession().of(other).on('2026-03-02').build());

      expect(await stores().sessions.find(player, '2026-03-02')).to.equal(null);
      expect(await stores().sessions.find(other, '2026-03-01')).to.equal(null);
      expect(await stores().sessions.find(guestPlayer(player.id), '2026-03-01')).to.equal(null);
      expect(await stores().unitOfWork.run(() => stores().sessions.lock(player, '2026-03-02'))).to.equal(
        null,
      );
    });

    it('given sessions in play and ended, then latestPlaying is the most recently started one in play', async () => {
      const player = await stores().aUser();
      const session = (date: string, start: string) => aGameSession().of(player).on(date).startedAt(start);
      await stores().sessions.createIfAbsent(session('2026-03-01', '2026-03-01T08:00:00Z').build());
      const latest = session('2026-02-20', '2026-03-01T09:00:00Z').build();
      await stores().sessions.createIfAbsent(latest);
      await stores().sessions.createIfAbsent(
        session('2026-02-21', '2026-03-01T10:00:00Z').ended('lost', 0).build(),
      );

      expect(await stores().sessions.latestPlaying(player)).to.deep.equal(latest);
      expect(await stores().sessions.latestPlaying(await stores().aUser())).to.equal(null);
    });

    it("given sessions of several dates, then findMany answers the player's sessions of the dates asked", async () => {
      const [player, other] = [await stores().aUser(), await stores().aUser()];
      for (const date of ['2026-03-01', '2026-03-02', '2026-03-03'])
        await stores().sessions.createIfAbsent(aGameSession().of(player).on(date).build());
      await stores().sessions.createIfAbsent(aGameSession().of(other).on('2026-03-04').build());

      const found = await stores().sessions.findMany(player, ['2026-03-03', '2026-03-01', '2026-03-04']);

      expect(found.map((session) => session.gameDate).sort()).to.deep.equal(['2026-03-01', '2026-03-03']);
      expect(await stores().sessions.findMany(player, [])).to.deep.equal([]);
    });
  });
}
