import { expect } from 'chai';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';

describe('Application | Accounts | Profile', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  it('given a player, then the profile shows them with every field of the spec, statistics zero before the first game', async () => {
    const player = await accounts.given(
      aPlayer().named('Pelaaja').withEmail('p@example.test').withRoles('gameManager'),
    );

    expect(await accounts.profile.profile(player)).to.deep.equal({
      id: player.id,
      username: 'Pelaaja',
      email: 'p@example.test',
      emailVerified: true,
      roles: ['gameManager'],
      createdAt: player.createdAt.toISOString(),
      lastPlayed: null,
      gamesPlayed: 0,
      winRate: 0,
      avgScore: 0,
      rankingScore: 0,
      combinedPoints: 0,
      isPermanentlyAdFree: false,
      adFreeUntil: null,
      forcePasswordReset: false,
      forcedPasswordReason: null,
      showcaseAchievements: [],
      podiumAchievements: [],
      achievements: [],
    });
  });

  it('given the profile, then it never carries the password hash', async () => {
    const player = await accounts.given(aPlayer());

    expect(JSON.stringify(await accounts.profile.profileData(player))).to.not.include(player.passwordHash);
  });

  it("given late evening UTC, then today's game date is already tomorrow in Helsinki", async () => {
    const player = await accounts.given(aPlayer());
    accounts.clock.set('2026-11-20T22:30:00Z');

    const data = await accounts.profile.profileData(player);

    expect(data.todayGame).to.deep.equal({
      hasPlayed: false,
      score: null,
      gameAvailable: false,
      gameDate: '2026-11-21',
    });
    expect(data.streaks).to.deep.equal({ currentStreak: 0, maxStreak: 0 });
    expect(data.activeSession).to.deep.equal({ hasActiveSession: false, sessionData: null });
    expect(data.profile.id).to.equal(player.id);
  });

  it('given a summer evening, then the Helsinki date follows summer time (UTC+3)', async () => {
    const player = await accounts.given(aPlayer());
    accounts.clock.set('2026-07-01T20:59:59Z');
    expect((await accounts.profile.profileData(player)).todayGame.gameDate).to.equal('2026-07-01');

    accounts.clock.set('2026-07-01T21:00:00Z');
    expect((await accounts.profile.profileData(player)).todayGame.gameDate).to.equal('2026-07-02');
  });
});
