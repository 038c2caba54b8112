import { expect } from 'chai';
import { MESSAGE_OF_THE_DAY_CACHE_MS } from '../../../domain/constants/network.constants';
import {
  forgetMessageOfTheDay,
  GetMessageOfTheDay,
} from '../../../application/gameplay/message-of-the-day.use-case';
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

describe('Application | Gameplay | Message of the day | Windows and changes', () => {
  let game: GameplayFixture;
  const now = () => game.clock.now();
  const minutesFromNow = (minutes: number) => new Date(now().getTime() + minutes * 60_000);

  beforeEach(() => {
    game = gameplayFixture();
  });

  it('given only inactive or out-of-window messages, then null', async () => {
    game.stores.messages.post('Pois', now(), { active: false });
    game.stores.messages.post('Ohi', now(), { endsAt: now() });
    game.stores.messages.post('Myöhemmin', now(), { startsAt: minutesFromNow(60) });
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: null });
  });

  it('given an answer cached, then a message starting within the cache time shows from its start on', async () => {
    game.stores.messages.post('Aina', new Date('2026-02-01T08:00:00Z'));
    game.stores.messages.post('Kohta', now(), { startsAt: minutesFromNow(2), endsAt: minutesFromNow(3) });
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Aina' });

    game.clock.advance(2 * 60_000 - 1);
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Aina' });
    game.clock.advance(1);
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Kohta' });
    game.clock.advance(60_000);
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Aina' });
  });

  it('given a change forgotten, then the next read goes to the store at once', async () => {
    game.stores.messages.post('Ensimmäinen', now());
    await game.messageOfTheDay.execute();
    game.stores.messages.post('Toinen', now());
    await forgetMessageOfTheDay(game.cache);
    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Toinen' });
    expect(game.stores.messages.reads).to.equal(2);
  });

  it('given a read of the store before a change whose answer is cached after it, then that old answer is never served', async () => {
    game.stores.messages.post('Vanha', now());
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store = game.stores.messages;
    const slowStore = Object.assign(Object.create(store), {
      showing: async (at: Date) => {
        const answer = await store.showing(at);
        await gate;
        return answer;
      },
    });
    const slowReader = new GetMessageOfTheDay(slowStore, game.cache, game.clock);

    const late = slowReader.execute();
    await new Promise((resolve) => setImmediate(resolve));
    store.post('Uusi', now());
    await forgetMessageOfTheDay(game.cache);
    release();
    expect(await late).to.deep.equal({ message: 'Vanha' });

    expect(await game.messageOfTheDay.execute()).to.deep.equal({ message: 'Uusi' });
  });
});
