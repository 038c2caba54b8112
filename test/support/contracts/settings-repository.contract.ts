import { expect } from 'chai';
import type { SettingsRepository } from '../../../application/ports/settings.repository';
import type { UnitOfWork } from '../../../application/ports/unit-of-work.port';

export interface SettingsFixture {
  settings: SettingsRepository;
  unitOfWork: UnitOfWork;
  close(): Promise<void>;
}

/** The behaviour every SettingsRepository owes its callers: run against PostgreSQL, PGlite and fakes. */
export function settingsRepositoryContract(
  name: string,
  makeRepository: (context: Mocha.Context) => Promise<SettingsFixture>,
): void {
  describe(`Contract | SettingsRepository | ${name}`, () => {
    let fixture: SettingsFixture;

    beforeEach(async function () {
      fixture = await makeRepository(this);
    });

    afterEach(async () => {
      await fixture?.close();
    });

    it('given nothing stored, then all() is empty and get() is undefined', async () => {
      expect(await fixture.settings.all()).to.deep.equal({});
      expect(await fixture.settings.get('registrationEnabled')).to.equal(undefined);
    });

    it('given values of every JSON kind, when stored, then they read back equal', async () => {
      const values = {
        flag: false,
        count: 3,
        text: 'Sanaryhmät',
        list: [1, 'a'],
        nested: { brandDisplay: 'both' },
      };
      for (const [key, value] of Object.entries(values)) await fixture.settings.put(key, value);
      expect(await fixture.settings.all()).to.deep.equal(values);
      expect(await fixture.settings.get('nested')).to.deep.equal({ brandDisplay: 'both' });
    });

    it('given a stored value, when put again, then the new value replaces it', async () => {
      await fixture.settings.put('dailyEnabled', true);
      await fixture.settings.put('dailyEnabled', false);
      expect(await fixture.settings.get('dailyEnabled')).to.equal(false);
    });

    it('given a unit of work that fails, then none of its writes remain', async () => {
      await fixture.settings.put('kept', 1);
      const failing = fixture.unitOfWork.run(async () => {
        await fixture.settings.put('kept', 2);
        await fixture.settings.put('added', true);
        throw new Error('boom');
      });
      await failing.then(
        () => expect.fail('the unit of work should have failed'),
        (error: Error) => expect(error.message).to.equal('boom'),
      );
      expect(await fixture.settings.all()).to.deep.equal({ kept: 1 });
    });

    it('given a unit of work that succeeds, then all of its writes remain, nested ones included', async () => {
      await fixture.unitOfWork.run(async () => {
        await fixture.settings.put('a', 1);
        await fixture.unitOfWork.run(() => fixture.settings.put('b', 2));
      });
      expect(await fixture.settings.all()).to.deep.equal({ a: 1, b: 2 });
    });

    it('given a nested unit of work that fails and is caught, then only its own writes are undone', async () => {
      await fixture.unitOfWork.run(async () => {
        await fixture.settings.put('outer', 1);
        await fixture.unitOfWork
          .run(async () => {
            await fixture.settings.put('inner', 2);
            throw new Error('inner failure');
          })
          .catch(() => undefined);
        await fixture.settings.put('after', 3);
      });
      expect(await fixture.settings.all()).to.deep.equal({ outer: 1, after: 3 });
    });
  });
}
