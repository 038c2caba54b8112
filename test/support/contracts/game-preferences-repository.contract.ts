import { expect } from 'chai';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

/** The behaviour every GamePreferencesRepository owes its service: run against PostgreSQL, PGlite and the fake. */
export function gamePreferencesRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | GamePreferencesRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given nothing saved, then none', async () => {
      expect(await stores().preferences.find((await stores().aUser()).id)).to.equal(null);
    });

    it('given preferences saved twice, then the second read back, and other users keep theirs', async () => {
      const [player, other] = [await stores().aUser(), await stores().aUser()];
      await stores().preferences.save(other.id, { verticalPosition: 'top', hideInstructions: false });

      await stores().preferences.save(player.id, { verticalPosition: 'bottom', hideInstructions: false });
      await stores().preferences.save(player.id, { verticalPosition: 'center', hideInstructions: true });

      expect(await stores().preferences.find(player.id)).to.deep.equal({
        verticalPosition: 'center',
        hideInstructions: true,
      });
      expect(await stores().preferences.find(other.id)).to.deep.equal({
        verticalPosition: 'top',
        hideInstructions: false,
      });
    });
  });
}
