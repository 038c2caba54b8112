import { expect } from 'chai';
import { MESSAGE_OF_THE_DAY_CACHE_MS } from '../../../domain/constants/network.constants';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';

describe('Application | Gameplay | Message of the day', () => {
  let game: GameplayFixture;

  beforeEach(() => {
    game = gameplayFixture();
  });

  it('given no message, then null', async () => {
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: null });
  });

  it('given messages, then the newest', async () => {
    game.stores.messages.post('Tervetuloa!', new Date('2026-02-01T08:00:00Z'));
    game.stores.messages.post('Uudet sanat joka päivä', new Date('2026-02-20T08:00:00Z'));

    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Uudet sanat joka päivä' });
  });

  it('given an answer cached, then a new message shows only once the cache has expired, and the store is read once meanwhile', async () => {
    game.stores.messages.post('Ensimmäinen', new Date('2026-02-01T08:00:00Z'));
    await game.messageOfTheDay.execute();
    game.stores.messages.post('Toinen', new Date('2026-03-01T08:00:00Z'));
    game.clock.advance(MESSAGE_OF_THE_DAY_CACHE_MS - 1);

    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Ensimmäinen' });
    expect(game.stores.messages.reads).to.equal(1);

    game.clock.advance(1);
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Toinen' });
  });
});
