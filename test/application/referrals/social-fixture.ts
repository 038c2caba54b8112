import { MemoryCache } from '../../../adapters/memory/memory-cache';
import type { KnexDatabase } from '../../../adapters/postgres/knex-database';
import { PostgresAchievementRepository } from '../../../adapters/postgres/postgres-achievement.repository';
import { PostgresGameRepository } from '../../../adapters/postgres/postgres-game.repository';
import { PostgresOneTimeTokenRepository } from '../../../adapters/postgres/postgres-one-time-token.repository';
import { PostgresReferralRepository } from '../../../adapters/postgres/postgres-referral.repository';
import { PostgresSettingsRepository } from '../../../adapters/postgres/postgres-settings.repository';
import { PostgresSuggestionRepository } from '../../../adapters/postgres/postgres-suggestion.repository';
import { PostgresUserRepository } from '../../../adapters/postgres/postgres-user.repository';
import { accountMailLimits } from '../../../adapters/security/rate-limiters';
import { OneTimeLinkMailer } from '../../../application/accounts/one-time-link-mailer';
import { Register } from '../../../application/accounts/register.use-case';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import type { NewUser } from '../../../application/ports/user.repository';
import type { CategorySuggestionInput } from '../../../domain/validation/category-suggestion';
import { ApplyReferral } from '../../../application/referrals/apply-referral.use-case';
import { GenerateReferralCode } from '../../../application/referrals/generate-referral-code.use-case';
import { MilestoneAwards } from '../../../application/standings/milestone-awards';
import { GetReferralStats } from '../../../application/referrals/referral-stats.use-case';
import { GetTopReferrers } from '../../../application/referrals/top-referrers.use-case';
import { GetMySuggestions } from '../../../application/suggestions/my-suggestions.use-case';
import { GetNextAvailableDate } from '../../../application/suggestions/next-available-date.use-case';
import { ReviewSuggestion } from '../../../application/suggestions/review-suggestion.use-case';
import { SubmitSuggestion } from '../../../application/suggestions/submit-suggestion.use-case';
import { GetTopSuggesters } from '../../../application/suggestions/top-suggesters.use-case';
import { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import { storeUser } from '../../support/contracts/user-repository.contract';
import { FakeClock } from '../../support/fake-clock';
import { TEST_INSTANCE } from '../../support/fakes/accounts-fixture';
import { FakePasswordHasher } from '../../support/fakes/fake-password-hasher';
import { RecordingLogger } from '../../support/fakes/recording-logger';
import { RecordingMailer } from '../../support/fakes/recording-mailer';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';

/** Noon in Helsinki (the test instance's zone): the hours a test moves never reach midnight by accident. */
export const NOW = '2026-03-01T10:00:00.000Z';
export const TODAY = '2026-03-01';

/** A valid suggestion; tests override what they are about. */
export const aSuggestion = (overrides: Partial<CategorySuggestionInput> = {}): CategorySuggestionInput => ({
  name: 'Puut',
  words: ['koivu', 'mänty', 'kuusi'],
  extraWord: 'haapa',
  ...overrides,
});

let fixtures = 0;

/**
 * The referral and suggestion use cases wired by hand over the real SQL adapters of one test database,
 * on a fake clock and predictable randomness.
 */
export function socialFixture(database: KnexDatabase, random = new SequentialRandomSource()) {
  fixtures += 1;
  const clock = new FakeClock(NOW);
  const users = new PostgresUserRepository(database);
  const referralStore = new PostgresReferralRepository(database);
  const suggestionStore = new PostgresSuggestionRepository(database);
  const achievements = new PostgresAchievementRepository(database);
  const games = new PostgresGameRepository(database, random);
  const awards = new MilestoneAwards(achievements, clock);
  const calendar = new GameCalendar(clock, TEST_INSTANCE, games);
  const applyReferral = new ApplyReferral(referralStore, database, clock, awards);
  const links = new OneTimeLinkMailer(
    new PostgresOneTimeTokenRepository(database),
    new RecordingMailer(),
    random,
    clock,
    TEST_INSTANCE,
    accountMailLimits(`test:social:${fixtures}:`),
    new RecordingLogger(),
  );
  const publicSettings = new GetPublicSettings(
    new PostgresSettingsRepository(database),
    new MemoryCache(clock),
  );

  return {
    clock,
    users,
    games,
    achievements,
    generateCode: new GenerateReferralCode(referralStore, random),
    applyReferral,
    referralStats: new GetReferralStats(referralStore, users),
    topReferrers: new GetTopReferrers(referralStore),
    submitSuggestion: new SubmitSuggestion(
      suggestionStore,
      database,
      clock,
      calendar,
      TEST_INSTANCE,
      random,
      awards,
    ),
    mySuggestions: new GetMySuggestions(suggestionStore),
    nextAvailableDate: new GetNextAvailableDate(calendar, games),
    topSuggesters: new GetTopSuggesters(suggestionStore),
    reviewSuggestion: new ReviewSuggestion(suggestionStore, database, clock, awards),
    register: new Register(users, new FakePasswordHasher(), random, publicSettings, links, applyReferral),

    /** A stored player, named as given. */
    async player(username: string, overrides: Partial<NewUser> = {}): Promise<NewUser> {
      return storeUser(users, { username, ...overrides });
    },

    /** The player's achievements as stored, by type. */
    async owned(userId: string): Promise<Record<string, number>> {
      const owned = await achievements.owned(userId);
      return Object.fromEntries(owned.map(({ type, count }) => [type, count]));
    },
  };
}

export type SocialFixture = ReturnType<typeof socialFixture>;
