// The in-memory gameplay fakes the use-case tests run on pass the same contracts as the PostgreSQL adapters
// (test/integration/postgres/gameplay-repositories.test.ts), so a use case that works here works there.
import { randomUUID } from 'node:crypto';
import { userPlayer } from '../../../application/ports/player';
import { gameplayStoreContracts } from '../../support/contracts/gameplay-store-contracts';
import { inMemoryGameplayStores } from '../../support/fakes/in-memory-gameplay-stores';

gameplayStoreContracts('in-memory fake', async () => {
  const stores = inMemoryGameplayStores();
  return {
    ...stores,
    aUser: async () => userPlayer(randomUUID()),
    userFlags: async (userId) => ({
      lastPlayed: stores.scores.lastPlayedOf(userId),
      isCheater: stores.scores.isCheater(userId),
    }),
    storedScores: async (player) => stores.scores.of(player),
    storedReviews: async (player) => stores.reviews.of(player),
    postMessage: async (message, createdAt) => stores.messages.post(message, createdAt),
    close: async () => {},
  };
});
