import { expect } from 'chai';
import { guestPlayer, userPlayer } from '../../../application/ports/player';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { leftOf, rightOf } from '../../support/either';

const player = userPlayer('00000000-0000-4000-8000-00000000a001');

// DESIGN 5: the first gameplay call for a date (session save, selection check or switch) fixes startTime on
// the server clock; nothing the client sends moves it.
describe('Application | Gameplay | Session start', () => {
  let game: GameplayFixture;
  let today: string;

  beforeEach(async () => {
    game = gameplayFixture();
    today = (await game.given()).gameDate;
  });

  it('given no session, when the session is saved, then it starts now on the server clock at 10000', async () => {
    const session = rightOf(await game.gameSessions.start(player, { gameDate: today }));

    expect(session).to.include({
      startTime: '2026-03-01T09:00:00.000Z',
      gameStatus: 'playing',
      score: 10_000,
    });
    expect(session).to.include({ mistakes: 0, elapsedTime: 0, isDemo: false, isActive: true });
  });

  it('given no session, when the first call is a selection check, then the session starts at that check', async () => {
    game.secondsLater(300);

    const answer = await game.select(player, today, ['apple', 'red', 'cat']);

    expect(answer.session.startTime).to.equal('2026-03-01T09:05:00.000Z');
  });

  it('given no session, when the first call is a switch, then the session starts at that switch', async () => {
    game.secondsLater(60);

    const answer = rightOf(await game.switchWord.execute(player, { gameDate: today, rowIndex: 0 }));

    expect(answer.session.startTime).to.equal('2026-03-01T09:01:00.000Z');
  });

  it('given a started session, when later calls come, then they keep its startTime and the clock runs on', async () => {
    rightOf(await game.gameSessions.start(player, { gameDate: today }));
    game.secondsLater(30);
    const saved = rightOf(
      await game.gameSessions.start(player, {
        gameDate: today,
        gameState: { startTime: '2026-03-01T08:00:00Z' },
      }),
    );
    game.secondsLater(10);
    const checked = await game.select(player, today, ['apple', 'red', 'cat']);
    const switched = rightOf(await game.switchWord.execute(player, { gameDate: today, rowIndex: 1 }));

    for (const session of [saved, checked.session, switched.session])
      expect(session.startTime).to.equal('2026-03-01T09:00:00.000Z');
    expect(saved.elapsedTime).to.equal(30);
    expect(switched.session.elapsedTime).to.equal(40);
  });

  for (const [refusal, selectedWords, code] of [
    ['two words', ['apple', 'pear'], 'SELECTION_SIZE_INVALID'],
    ['a word not in the grid', ['apple', 'pear', 'fig'], 'SELECTION_WORD_NOT_IN_GRID'],
    ['a word twice', ['apple', 'APPLE', 'pear'], 'SELECTION_DUPLICATE_WORD'],
  ] as const) {
    it(`given no session, when a check with ${refusal} is refused, then no session starts`, async () => {
      expect(
        leftOf(
          await game.checkSelection.execute(player, { gameDate: today, selectedWords: [...selectedWords] }),
        ).code,
      ).to.equal(code);

      expect(await game.stores.sessions.find(player, today)).to.equal(null);
      game.secondsLater(20);
      expect((await game.select(player, today, ['apple', 'red', 'cat'])).session.startTime).to.equal(
        '2026-03-01T09:00:20.000Z',
      );
    });
  }

  it('given no session, when a switch of a row that does not exist is refused, then no session starts', async () => {
    expect(leftOf(await game.switchWord.execute(player, { gameDate: today, rowIndex: 5 })).code).to.equal(
      'SWITCH_ROW_INVALID',
    );
    expect(await game.stores.sessions.find(player, today)).to.equal(null);
  });

  it('given a guest, then the session is a demo game under the same clock', async () => {
    const guest = guestPlayer('guest_a1B2c3D4e5F6g7H8');

    const session = rightOf(await game.gameSessions.start(guest, { gameDate: today }));

    expect(session).to.include({ isDemo: true, startTime: '2026-03-01T09:00:00.000Z' });
    expect((await game.stores.sessions.find(guest, today))!.isDemo).to.equal(true);
  });
});
