import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import type { NewMessage } from '../../../application/ports/message.repository';
import { useGameplayStores, type MakeGameplayStores } from './gameplay-stores';

const NOW = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

const aMessage = (message: string, createdAt: string, window: Partial<NewMessage> = {}): NewMessage => ({
  id: randomUUID(),
  message,
  startsAt: null,
  endsAt: null,
  active: true,
  createdBy: null,
  createdAt: at(createdAt),
  ...window,
});

/** The behaviour every MessageRepository owes the messages of the day: run against PostgreSQL, PGlite and the fake. */
export function messageRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | MessageRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given no message, then none shows and nothing changes later', async () => {
      expect(await stores().messages.showing(NOW)).to.deep.equal({ message: null, nextChangeAt: null });
    });

    it('given several messages, then the newest by creation time, whatever the order they were stored in', async () => {
      await stores().postMessage('Tervetuloa!', at('2026-03-01T08:00:00Z'));
      await stores().postMessage('Uusi viikko, uudet sanat', at('2026-03-02T08:00:00Z'));
      await stores().postMessage('Vanha tiedote', at('2026-02-01T08:00:00Z'));

      expect((await stores().messages.showing(NOW)).message?.message).to.equal('Uusi viikko, uudet sanat');
    });

    it('shows only active messages inside their window (start inclusive, end exclusive), and says when that changes', async () => {
      const { messages } = stores();
      await messages.create(aMessage('Aina', '2026-03-01T08:00:00Z'));
      await messages.create(aMessage('Pois päältä', '2026-03-09T08:00:00Z', { active: false }));
      await messages.create(
        aMessage('Tulossa', '2026-03-08T08:00:00Z', { startsAt: at('2026-03-10T18:00:00Z') }),
      );
      await messages.create(aMessage('Ohi', '2026-03-07T08:00:00Z', { endsAt: NOW }));
      await messages.create(
        aMessage('Nyt', '2026-03-06T08:00:00Z', { startsAt: NOW, endsAt: at('2026-03-11T00:00:00Z') }),
      );

      const now = await messages.showing(NOW);
      expect(now.message?.message).to.equal('Nyt');
      expect(now.nextChangeAt?.toISOString()).to.equal('2026-03-10T18:00:00.000Z');
      const evening = await messages.showing(at('2026-03-10T18:00:00Z'));
      expect(evening.message?.message).to.equal('Tulossa');
      expect(evening.nextChangeAt?.toISOString()).to.equal('2026-03-11T00:00:00.000Z');
      expect((await messages.showing(at('2026-03-07T00:00:00Z'))).message?.message).to.equal('Ohi');
    });

    it('lists newest first, finds, updates and removes one message', async () => {
      const { messages } = stores();
      const older = aMessage('Vanha', '2026-03-01T08:00:00Z');
      const newer = aMessage('Uusi', '2026-03-02T08:00:00Z', { endsAt: at('2026-04-01T00:00:00Z') });
      await messages.create(older);
      await messages.create(newer);
      expect((await messages.list()).map((m) => m.message)).to.deep.equal(['Uusi', 'Vanha']);

      await messages.update(
        newer.id,
        { message: 'Muokattu', startsAt: null, endsAt: null, active: false },
        NOW,
      );
      const found = await messages.find(newer.id);
      expect(found).to.deep.include({ message: 'Muokattu', endsAt: null, active: false });
      expect(found?.updatedAt.toISOString()).to.equal(NOW.toISOString());
      expect(found?.createdAt.toISOString()).to.equal('2026-03-02T08:00:00.000Z');

      expect(await messages.remove(older.id)).to.equal(true);
      expect(await messages.remove(older.id)).to.equal(false);
      expect(await messages.find(older.id)).to.equal(null);
      expect(await messages.find('not-an-id')).to.equal(null);
    });
  });
}
