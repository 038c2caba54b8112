import { expect } from 'chai';
import { PostgresGameScoreRepository } from '../../../adapters/postgres/postgres-game-score.repository';
import { PostgresGameSessionRepository } from '../../../adapters/postgres/postgres-game-session.repository';
import { PostgresGuestDataTransfer } from '../../../adapters/postgres/postgres-guest-data-transfer';
import { MigrateGuestData } from '../../../application/accounts/migrate-guest-data.use-case';
import { guestPlayer } from '../../../application/ports/player';
import type { User } from '../../../application/ports/user.repository';
import { rightOf } from '../../support/either';
import { aGameScore } from '../../support/builders/game-score.builder';
import { aGameSession } from '../../support/builders/game-session.builder';
import { TODAY, daysAgo, useStandings } from '../standings/standings-fixture';

const GUEST_ID = 'guest_standingsOnTheMove0';
const guest = guestPlayer(GUEST_ID);

// DESIGN 5 and 6 over the real SQL stores: a guest's win moved on login updates the account's standing
// and achievements exactly as the same win played signed in does, once, even when moves run in parallel.
describe('Application | Accounts | Migrate guest data | standings and achievements', function () {
  this.timeout(30_000);
  const standings = useStandings();

  /** A guest's finished win of `date`, stored as SessionPlay stores it: the session and its score. */
  async function guestWin(date: string, score = 9_000): Promise<void> {
    const { db } = standings.parts();
    await db.run(async () => {
      await new PostgresGameSessionRepository(db).createIfAbsent(
        aGameSession().of(guest).on(date).solved(0, 1, 2, 3, 4).ended('won', score).build(),
      );
      await new PostgresGameScoreRepository(db).record(
        aGameScore().of(guest).on(date).scoring(score).with({ mistakes: 0 }).build(),
      );
    });
  }

  const migrateInto = (userId: string) => {
    const { db, keeper } = standings.parts();
    const migrate = new MigrateGuestData(db, new PostgresGuestDataTransfer(db), keeper);
    const caller = { id: userId } as User;
    return (kind: 'score' | 'combination' | 'session' = 'score') =>
      migrate.execute(caller, { guestId: GUEST_ID, userId }, kind);
  };

  /** What the account shows: its standing's figures and its achievements. */
  async function figuresOf(userId: string) {
    const { standings: store, achievements } = standings.parts();
    const standing = await store.find(userId);
    const owned = await achievements.owned(userId);
    return {
      standing: standing && {
        gamesPlayed: standing.gamesPlayed,
        currentStreak: standing.currentStreak,
        maxStreak: standing.maxStreak,
        lastPlayed: standing.lastPlayed,
        performanceIndex: standing.performanceIndex,
        combinedPoints: standing.combinedPoints,
      },
      achievements: owned.map((entry) => [entry.type, entry.count]).sort(),
      ofToday: (await achievements.ofGame(userId, TODAY)).map((entry) => entry.type).sort(),
    };
  }

  beforeEach(async () => {
    await standings.publish(daysAgo(1), TODAY);
  });

  it("given a guest's wins of yesterday and today, then the account counts them as if played signed in", async () => {
    const [mover, control] = [await standings.aUser('siirtaja'), await standings.aUser('vertailu')];
    await guestWin(daysAgo(1));
    await guestWin(TODAY);
    // The same two wins played signed in, for comparison.
    for (const date of [daysAgo(1), TODAY])
      await standings.record(control, date, { score: 9_000, mistakes: 0, status: 'won' });

    expect(rightOf(await migrateInto(mover)())).to.deep.equal({ migrated: 2 });

    const [moved, played] = [await figuresOf(mover), await figuresOf(control)];
    expect(moved.standing).to.include({ gamesPlayed: 2, currentStreak: 2, lastPlayed: TODAY });
    expect(moved.achievements).to.not.deep.equal([]);
    expect(moved).to.deep.equal(played);
  });

  it('given the three calls, a repeat and a parallel move, then the win is counted once', async () => {
    const [mover, control] = [await standings.aUser('siirtaja'), await standings.aUser('vertailu')];
    await guestWin(TODAY);
    await standings.record(control, TODAY, { score: 9_000, mistakes: 0, status: 'won' });
    const migrate = migrateInto(mover);

    await Promise.all([migrate('score'), migrate('combination'), migrate('session')]);
    await migrate('score');

    // Whichever call came first moved the game (each answers its own kind's count); the others found none.
    const rows = await standings.parts().db.knex('game_scores').where({ user_id: mover });
    expect(rows).to.have.length(1);
    expect(await figuresOf(mover)).to.deep.equal(await figuresOf(control));
    expect((await figuresOf(mover)).standing).to.include({ gamesPlayed: 1 });
  });

  it('given the account played the date itself, then its own result stands and nothing is added', async () => {
    const mover = await standings.aUser('siirtaja');
    await standings.record(mover, TODAY, { score: 0, status: 'forfeit' });
    await guestWin(TODAY);
    const before = await figuresOf(mover);

    expect(rightOf(await migrateInto(mover)())).to.deep.equal({ migrated: 0 });

    expect(await figuresOf(mover)).to.deep.equal(before);
    expect((await figuresOf(mover)).standing).to.include({ gamesPlayed: 1, combinedPoints: 0 });
    const guestScores = await standings.parts().db.knex('game_scores').where({ guest_id: GUEST_ID });
    expect(guestScores.map((row: { score: number }) => row.score)).to.deep.equal([9_000]);
  });
});
