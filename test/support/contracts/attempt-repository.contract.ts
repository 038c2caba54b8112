import { expect } from 'chai';
import type { Attempt } from '../../../application/ports/attempt.repository';
import { combinationKey } from '../../../domain/game/combination-key';
import { aGameSession } from '../builders/game-session.builder';
import { useGameplayStores, type GameplayStoresFixture, type MakeGameplayStores } from './gameplay-stores';

const attempt = (words: string[], wasCorrect = false): Attempt => ({
  key: combinationKey(words)!,
  words,
  wasCorrect,
});

/** A stored session to hang attempts on (the table references it). */
async function aSessionId(stores: GameplayStoresFixture): Promise<string> {
  const session = aGameSession()
    .of(await stores.aUser())
    .build();
  await stores.sessions.createIfAbsent(session);
  return session.id;
}

/** The behaviour every AttemptRepository owes the selection check: run against PostgreSQL, PGlite and the fake. */
export function attemptRepositoryContract(name: string, makeStores: MakeGameplayStores): void {
  describe(`Contract | AttemptRepository | ${name}`, () => {
    const stores = useGameplayStores(makeStores);

    it('given attempts, then the session reads them back in the order they were made', async () => {
      const sessionId = await aSessionId(stores());
      const made = [attempt(['red', 'pear', 'cat']), attempt(['apple', 'pear', 'plum'], true)];

      for (const one of made) await stores().attempts.record(sessionId, '2026-03-01', one);

      expect(await stores().attempts.ofSession(sessionId)).to.deep.equal(made);
    });

    it('given a combination recorded, when recorded again, then it is on record once as first recorded', async () => {
      const sessionId = await aSessionId(stores());
      const wrong = attempt(['red', 'pear', 'cat']);

      await stores().attempts.record(sessionId, '2026-03-01', wrong);
      await stores().attempts.record(sessionId, '2026-03-01', { ...wrong, words: ['cat', 'red', 'pear'] });

      expect(await stores().attempts.ofSession(sessionId)).to.deep.equal([wrong]);
    });

    it('given the same combination in two sessions, then each session has its own record', async () => {
      const [first, second] = [await aSessionId(stores()), await aSessionId(stores())];
      const wrong = attempt(['red', 'pear', 'cat']);

      await stores().attempts.record(first, '2026-03-01', wrong);
      await stores().attempts.record(second, '2026-03-01', wrong);

      expect(await stores().attempts.ofSession(first)).to.deep.equal([wrong]);
      expect(await stores().attempts.ofSession(second)).to.deep.equal([wrong]);
    });

    it('given a session without attempts, then none', async () => {
      expect(await stores().attempts.ofSession(await aSessionId(stores()))).to.deep.equal([]);
    });
  });
}
