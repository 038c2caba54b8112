import { expect } from 'chai';
import { Showcase } from '../../../application/accounts/showcase.use-case';
import type { PlayerFiguresReader } from '../../../application/ports/player-figures.port';
import type { AchievementType } from '../../../domain/achievements/achievement-types';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

const OWNED: AchievementType[] = ['PERFECT_GAME', 'STREAK_10', 'PODIUM_FIRST', 'CLOSE_CALL'];

/** A player who earned `owned` (the standings feature's store stands behind this port in the app). */
const earned = (owned: readonly AchievementType[]): PlayerFiguresReader => ({
  figuresOf: async () => ({ standing: null, achievements: owned.map((type) => ({ type, count: 1 })) }),
});

describe('Application | Accounts | Showcase', () => {
  let accounts: AccountsFixture;
  let showcase: Showcase;

  beforeEach(() => {
    accounts = accountsFixture();
    showcase = new Showcase(accounts.users, earned(OWNED));
  });

  it('given a new player, then the showcase is empty', async () => {
    const player = await accounts.given(aPlayer());

    expect(accounts.showcase.get(player)).to.deep.equal({ achievements: [] });
  });

  it('given up to three earned achievements, then they are shown in the chosen order', async () => {
    const player = await accounts.given(aPlayer());

    const answer = rightOf(await showcase.put(player, ['STREAK_10', 'PERFECT_GAME', 'PODIUM_FIRST']));

    expect(answer).to.deep.equal({ achievements: ['STREAK_10', 'PERFECT_GAME', 'PODIUM_FIRST'] });
    expect(accounts.showcase.get(await accounts.reload(player))).to.deep.equal(answer);
  });

  it('given an empty choice, then the showcase is cleared', async () => {
    const player = await accounts.given(aPlayer());
    rightOf(await showcase.put(player, ['CLOSE_CALL']));

    rightOf(await showcase.put(player, []));

    expect((await accounts.reload(player)).showcaseAchievements).to.deep.equal([]);
  });

  for (const [what, requested, code] of [
    ['four achievements', ['PERFECT_GAME', 'STREAK_10', 'PODIUM_FIRST', 'CLOSE_CALL'], 'SHOWCASE_TOO_MANY'],
    ['an unknown type', ['NOT_AN_ACHIEVEMENT'], 'SHOWCASE_UNKNOWN_ACHIEVEMENT'],
    ['one listed twice', ['CLOSE_CALL', 'CLOSE_CALL'], 'SHOWCASE_DUPLICATE'],
    ['one not earned', ['SMOOTH_BRAIN'], 'SHOWCASE_NOT_OWNED'],
  ] as const) {
    it(`given ${what}, then ${code} and the showcase stays as it was`, async () => {
      const player = await accounts.given(aPlayer());
      rightOf(await showcase.put(player, ['PERFECT_GAME']));

      expect(leftOf(await showcase.put(player, [...requested])).code).to.equal(code);

      expect((await accounts.reload(player)).showcaseAchievements).to.deep.equal(['PERFECT_GAME']);
    });
  }

  it('given nothing earned yet, then only an empty showcase passes', async () => {
    const player = await accounts.given(aPlayer());

    expect(leftOf(await accounts.showcase.put(player, ['PERFECT_GAME'])).code).to.equal('SHOWCASE_NOT_OWNED');
    rightOf(await accounts.showcase.put(player, []));
  });
});
