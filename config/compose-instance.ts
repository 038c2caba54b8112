import { Container } from 'inversify';
import { AccountUseCases } from '../application/accounts/account-use-cases';
import { Authenticate } from '../application/accounts/authenticate.use-case';
import { MigrateGuestData } from '../application/accounts/migrate-guest-data.use-case';
import { GameplayUseCases } from '../application/gameplay/gameplay-use-cases';
import { RecordAnalyticsEvents } from '../application/analytics/record-analytics-events.use-case';
import { INSTANCE, type Instance } from '../application/ports/instance.port';
import { NO_JOB_METRICS } from '../application/ports/job-metrics.port';
import {
  ACCOUNT_ACTION_RATE_LIMIT,
  ANALYTICS_RATE_LIMIT,
  GAMEPLAY_RATE_LIMITS,
  GROUP_CODE_LOOKUP_LIMITS,
} from '../application/ports/rate-limiter.port';
import { Scoreboard } from '../application/scoreboard/scoreboard.use-case';
import { GetPublicSettings } from '../application/settings/get-public-settings.use-case';
import { ReferralUseCases } from '../application/referrals/referral-use-cases';
import { SuggestionUseCases } from '../application/suggestions/suggestion-use-cases';
import type { InstanceApi } from '../adapters/http/app';
import { identifyCaller } from '../adapters/http/auth/authentication.middleware';
import { authRouter } from '../adapters/http/routers/auth.router';
import { dayStatisticsRouter } from '../adapters/http/routers/day-statistics.router';
import { gameRouter } from '../adapters/http/routers/game.router';
import { guestGameRouter } from '../adapters/http/routers/guest-game.router';
import { guestMigrationRouter } from '../adapters/http/routers/guest-migration.router';
import { instanceAnswers, instanceRouter } from '../adapters/http/routers/instance.router';
import { referralRouter } from '../adapters/http/routers/referral.router';
import { suggestionsRouter } from '../adapters/http/routers/suggestions.router';
import { scoreboardRouter } from '../adapters/http/routers/scoreboard.router';
import { systemRouter } from '../adapters/http/routers/system.router';
import { adsRouter } from '../adapters/http/routers/ads.router';
import { analyticsRouter } from '../adapters/http/routers/analytics.router';
import { groupsRouter } from '../adapters/http/routers/groups.router';
import { followListRouter } from '../adapters/http/routers/follow-list.router';
import { SocialUseCases } from '../application/social/social-use-cases';
import {
  openInstanceInfrastructure,
  type InstanceInfrastructure,
  type ProcessInfrastructure,
} from './instance-infrastructure';
import type { AppConfig } from './app-config';
import type { AdProviderView } from '../contracts/system.codec';
import type { InstanceConfig } from './instances';
import { accountsModule } from './modules/accounts.module';
import { analyticsModule } from './modules/analytics.module';
import { gameplayModule } from './modules/gameplay.module';
import { cacheModule } from './modules/cache.module';
import { coreModule } from './modules/core.module';
import { databaseModule } from './modules/database.module';
import { filesModule } from './modules/files.module';
import { mailModule } from './modules/mail.module';
import { standingsModule } from './modules/standings.module';
import { groupsModule } from './modules/groups.module';
import { referralsModule } from './modules/referrals.module';
import { controlPanelModule } from './modules/control-panel.module';
import { statisticsModule } from './modules/statistics.module';
import { StatisticsUseCases } from '../application/statistics/statistics-use-cases';
import { statisticsRouter } from '../adapters/http/routers/manage/statistics.router';
import { userAdministrationModule } from './modules/user-administration.module';
import { CategoryBankUseCases } from '../application/category-bank/category-bank-use-cases';
import { ManageGamesUseCases } from '../application/games/manage-games-use-cases';
import { UpdateSystemSettings } from '../application/settings/update-system-settings.use-case';
import { UpdateBranding } from '../application/settings/update-branding.use-case';
import { ModerateSuggestions } from '../application/suggestions/moderate-suggestions.use-case';
import { categoryBankRouter } from '../adapters/http/routers/manage/category-bank.router';
import { manageGamesRouter } from '../adapters/http/routers/manage/games.router';
import { suggestionsReviewRouter } from '../adapters/http/routers/manage/suggestions-review.router';
import { systemSettingsRouter } from '../adapters/http/routers/manage/system-settings.router';
import { brandingRouter } from '../adapters/http/routers/manage/branding.router';
import { manageScoresRouter } from '../adapters/http/routers/manage/scores.router';
import { manageUsersRouter } from '../adapters/http/routers/manage/users.router';
import { ListAudit } from '../application/audit/list-audit.use-case';
import { EditScore } from '../application/scores/edit-score.use-case';
import { RecalculateScoreboards } from '../application/scores/recalculate-scoreboards.use-case';
import { UserAdministrationUseCases } from '../application/users/user-administration-use-cases';
import { NewsUseCases } from '../application/news/news-use-cases';
import { FILE_STORAGE } from '../application/ports/file-storage.port';
import { manageNewsRouter } from '../adapters/http/routers/manage/news.router';
import { newsRouter } from '../adapters/http/routers/news.router';
import { guestNewsRouter } from '../adapters/http/routers/guest-news.router';
import { newsModule } from './modules/news.module';
import { mailDeliverySettings, type MailDeliverySettings } from '../application/email/mail-delivery-settings';
import { MessagesUseCases } from '../application/messages/messages-use-cases';
import { EmailUseCases } from '../application/email/email-use-cases';
import { manageMessagesRouter } from '../adapters/http/routers/manage/messages.router';
import { manageEmailRouter } from '../adapters/http/routers/manage/email.router';
import { messagesAndEmailModule } from './modules/messages-and-email.module';
import { maintenanceModule } from './modules/maintenance.module';

/** What the application knows of an instance: its name, language, clock zone and public address. */
function describeInstance(config: AppConfig, settings: InstanceConfig): Instance {
  return {
    slug: settings.slug,
    language: settings.language,
    timeZone: settings.timeZone,
    publicUrl: `${config.publicUrl}/${settings.slug}`,
  };
}

/** The ad provider of the process (AppConfig.adProvider), for the ads status and the pages' CSP. */
const AD_PROVIDER = Symbol.for('AdProvider');

export interface ComposedInstance {
  instance: Instance;
  container: Container;
  /** Closes what the instance opened (its database, cache client and mailer). */
  close(): Promise<void>;
}

/**
 * Opens one instance as the server, the command-line tasks and the benchmarks run it: its infrastructure
 * (migrated), then its container. A composition that fails closes the infrastructure again.
 */
export async function openComposedInstance(
  config: AppConfig,
  settings: InstanceConfig,
  shared: ProcessInfrastructure,
  signingSecret: string,
): Promise<ComposedInstance> {
  const instance = describeInstance(config, settings);
  const infrastructure = await openInstanceInfrastructure(config, settings, shared);
  try {
    const mail = mailDeliverySettings(config.mailRatePerMinute);
    const container = composeInstance(
      instance,
      settings.cachePrefix,
      infrastructure,
      shared,
      signingSecret,
      mail,
    );
    container.bind<AdProviderView | null>(AD_PROVIDER).toConstantValue(config.adProvider);
    return { instance, container, close: () => infrastructure.close() };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}

/** One instance = one container: nothing it holds (users, games, tokens, cache keys) is visible to another. */
function composeInstance(
  instance: Instance,
  cachePrefix: string,
  infrastructure: InstanceInfrastructure,
  shared: ProcessInfrastructure,
  signingSecret: string,
  mail: MailDeliverySettings,
): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    coreModule(
      instance,
      shared.clock,
      shared.logger,
      shared.metrics?.jobsOf(instance.slug) ?? NO_JOB_METRICS,
    ),
    databaseModule(infrastructure.database),
    cacheModule(infrastructure.cache),
    mailModule(infrastructure.mailer),
    filesModule(infrastructure.files),
    accountsModule({
      slug: instance.slug,
      signingSecret,
      cachePrefix,
      redis: shared.redis,
      passwordHasher: shared.passwordHasher,
    }),
    gameplayModule({ cachePrefix, redis: shared.redis }),
    standingsModule(),
    groupsModule({ cachePrefix, redis: shared.redis }),
    referralsModule(),
    controlPanelModule(),
    statisticsModule(),
    analyticsModule({ cachePrefix, redis: shared.redis }),
    userAdministrationModule(),
    newsModule(instance.slug),
    messagesAndEmailModule(instance.slug, mail),
    maintenanceModule(),
  );
  return container;
}

/** The HTTP face of an instance: its routers, each given what it needs from the instance's container. */
export function instanceApi(container: Container): InstanceApi {
  const instance = container.get<Instance>(INSTANCE);
  const adProvider = container.isBound(AD_PROVIDER)
    ? container.get<AdProviderView | null>(AD_PROVIDER)
    : null;
  return {
    slug: instance.slug,
    language: instance.language,
    adProvider,
    // Read through the shared settings cache: a page view reaches the store only when the cache has no entry.
    branding: async () => (await container.get(GetPublicSettings).execute()).branding,
    identifyCaller: identifyCaller(container.get(Authenticate)),
    fixedAnswers: instanceAnswers(instance),
    routers: [
      instanceRouter(instance),
      systemRouter(container.get(GetPublicSettings)),
      adsRouter(container.get(GetPublicSettings), adProvider),
      authRouter(container.get(AccountUseCases), container.get(ACCOUNT_ACTION_RATE_LIMIT)),
      guestMigrationRouter(container.get(MigrateGuestData), container.get(GAMEPLAY_RATE_LIMITS)),
      // The guest router first: its fixed paths (/game/guest/..., /game/daily) must win over /game/:date/....
      guestGameRouter(container.get(GameplayUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      gameRouter(container.get(GameplayUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      referralRouter(container.get(ReferralUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      suggestionsRouter(container.get(SuggestionUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      groupsRouter(
        container.get(SocialUseCases),
        container.get(GAMEPLAY_RATE_LIMITS),
        container.get(GROUP_CODE_LOOKUP_LIMITS),
      ),
      followListRouter(container.get(SocialUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      dayStatisticsRouter(container.get(GameplayUseCases)),
      analyticsRouter(container.get(RecordAnalyticsEvents), container.get(ANALYTICS_RATE_LIMIT)),
      scoreboardRouter(container.get(Scoreboard)),
      manageGamesRouter(container.get(ManageGamesUseCases)),
      categoryBankRouter(container.get(CategoryBankUseCases)),
      suggestionsReviewRouter(container.get(ModerateSuggestions)),
      systemSettingsRouter(container.get(UpdateSystemSettings)),
      brandingRouter(container.get(UpdateBranding)),
      // Before the users router: /manage/users/stats is not the user `stats`.
      statisticsRouter(container.get(StatisticsUseCases)),
      manageUsersRouter(container.get(UserAdministrationUseCases)),
      manageScoresRouter(
        container.get(EditScore),
        container.get(RecalculateScoreboards),
        container.get(ListAudit),
      ),
      manageNewsRouter(container.get(NewsUseCases)),
      newsRouter(container.get(NewsUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      guestNewsRouter(container.get(NewsUseCases), container.get(GAMEPLAY_RATE_LIMITS)),
      manageMessagesRouter(container.get(MessagesUseCases)),
      manageEmailRouter(container.get(EmailUseCases)),
    ],
    uploads: container.get(FILE_STORAGE),
  };
}
