// The in-memory fakes used by use-case tests pass the same contracts as the real adapters, so a use case
// that works on the fakes works on PostgreSQL too. (The cache needs no fake: MemoryCache with a FakeClock is
// the embedded adapter itself, and passes the cache contract in test/integration/cache.)
import { settingsRepositoryContract } from '../support/contracts/settings-repository.contract';
import { FakeUnitOfWork } from '../support/fakes/fake-unit-of-work';
import { InMemorySettingsRepository } from '../support/fakes/in-memory-settings.repository';

settingsRepositoryContract('in-memory fake', async () => {
  const settings = new InMemorySettingsRepository();
  return { settings, unitOfWork: new FakeUnitOfWork([settings]), close: async () => {} };
});
