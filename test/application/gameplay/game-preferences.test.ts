import { expect } from 'chai';
import { gameplayFixture, type GameplayFixture } from '../../support/fakes/gameplay-fixture';
import { rightOf } from '../../support/either';

const USER_ID = '00000000-0000-4000-8000-00000000a012';

describe('Application | Gameplay | Game preferences', () => {
  let game: GameplayFixture;

  beforeEach(() => {
    game = gameplayFixture();
  });

  it('given nothing saved, then the defaults: board in the centre, instructions shown', async () => {
    expect(await game.preferences.get(USER_ID)).to.deep.equal({
      verticalPosition: 'center',
      hideInstructions: false,
    });
  });

  it('given a partial update, then the fields left out keep their stored value', async () => {
    await game.preferences.update(USER_ID, { verticalPosition: 'bottom' });

    const updated = await game.preferences.update(USER_ID, { hideInstructions: true });

    expect(updated).to.deep.equal({ verticalPosition: 'bottom', hideInstructions: true });
    expect(await game.stores.preferences.find(USER_ID)).to.deep.equal(updated);
  });

  it('given saved preferences, then the initial data of the game page carries them', async () => {
    await game.given();
    await game.preferences.update(USER_ID, { verticalPosition: 'top' });

    const initial = rightOf(await game.daily.initialData(USER_ID, undefined));

    expect(initial.preferences).to.deep.equal({ verticalPosition: 'top', hideInstructions: false });
    expect(initial).to.include({ today: '2026-03-01', session: null });
    expect(initial.played).to.include({ gameDate: '2026-03-01', hasPlayed: false, gameAvailable: true });
  });
});
