import { attemptRepositoryContract } from './attempt-repository.contract';
import { dayStatisticsQueryContract } from './day-statistics-query.contract';
import { gamePreferencesRepositoryContract } from './game-preferences-repository.contract';
import { gameRepositoryContract } from './game-repository.contract';
import { gameReviewRepositoryContract } from './game-review-repository.contract';
import { gameScoreRepositoryContract } from './game-score-repository.contract';
import { gameSessionRepositoryContract } from './game-session-repository.contract';
import { gameSessionTurnsContract } from './game-session-turns.contract';
import type { MakeGameplayStores } from './gameplay-stores';
import { guestDataTransferContract } from './guest-data-transfer.contract';
import { messageRepositoryContract } from './message-repository.contract';

/** Every gameplay store contract, for one set of stores (PostgreSQL, PGlite or the in-memory fakes). */
export function gameplayStoreContracts(name: string, makeStores: MakeGameplayStores): void {
  gameRepositoryContract(name, makeStores);
  gameSessionRepositoryContract(name, makeStores);
  gameSessionTurnsContract(name, makeStores);
  attemptRepositoryContract(name, makeStores);
  gameScoreRepositoryContract(name, makeStores);
  gameReviewRepositoryContract(name, makeStores);
  gamePreferencesRepositoryContract(name, makeStores);
  messageRepositoryContract(name, makeStores);
  dayStatisticsQueryContract(name, makeStores);
  guestDataTransferContract(name, makeStores);
}
