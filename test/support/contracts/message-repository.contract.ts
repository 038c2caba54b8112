import { expect } from 'chai';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

/** The behaviour every MessageRepository owes the message of the day: run against PostgreSQL, PGlite and the fake. */
export function messageRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | MessageRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given no message, then none', async () => {
      expect(await stores().messages.latest()).to.equal(null);
    });

    it('given several messages, then the newest by creation time, whatever the order they were stored in', async () => {
      await stores().postMessage('Tervetuloa!', new Date('2026-03-01T08:00:00Z'));
      await stores().postMessage('Uusi viikko, uudet sanat', new Date('2026-03-02T08:00:00Z'));
      await stores().postMessage('Vanha tiedote', new Date('2026-02-01T08:00:00Z'));

      expect(await stores().messages.latest()).to.equal('Uusi viikko, uudet sanat');
    });
  });
}
