import { ContainerModule } from 'inversify';
import type { Redis } from 'ioredis';
import { AccountUseCases } from '../../application/accounts/account-use-cases';
import { Authenticate } from '../../application/accounts/authenticate.use-case';
import { BootstrapAdmin } from '../../application/accounts/bootstrap-admin.use-case';
import { ChangeEmail } from '../../application/accounts/change-email.use-case';
import { ChangePassword } from '../../application/accounts/change-password.use-case';
import { ChangeUsername } from '../../application/accounts/change-username.use-case';
import { DeleteAccount } from '../../application/accounts/delete-account.use-case';
import { OneTimeLinkMailer } from '../../application/accounts/one-time-link-mailer';
import { Login } from '../../application/accounts/login.use-case';
import { Logout } from '../../application/accounts/logout.use-case';
import { MigrateGuestData } from '../../application/accounts/migrate-guest-data.use-case';
import { PasswordReset } from '../../application/accounts/password-reset.use-case';
import { GetProfile } from '../../application/accounts/profile.use-case';
import { RefreshSession } from '../../application/accounts/refresh-session.use-case';
import { Register } from '../../application/accounts/register.use-case';
import { SessionIssuer } from '../../application/accounts/session-issuer';
import { Showcase } from '../../application/accounts/showcase.use-case';
import { VerifyEmail } from '../../application/accounts/verify-email.use-case';
import { ADMIN_ROSTER } from '../../application/ports/admin-roster.port';
import { ACCOUNT_ERASER } from '../../application/ports/account-eraser.port';
import { GUEST_DATA_TRANSFER } from '../../application/ports/guest-data-transfer.port';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { ONE_TIME_TOKEN_REPOSITORY } from '../../application/ports/one-time-token.repository';
import { PASSWORD_HASHER, type PasswordHasher } from '../../application/ports/password-hasher.port';
import { PASSWORD_RESET_REQUEST_REPOSITORY } from '../../application/ports/password-reset-request.repository';
import {
  ACCOUNT_ACTION_RATE_LIMIT,
  ACCOUNT_MAIL_LIMITS,
  LOGIN_RATE_LIMITS,
} from '../../application/ports/rate-limiter.port';
import { SESSION_REPOSITORY } from '../../application/ports/session.repository';
import { TOKEN_SIGNER } from '../../application/ports/token-signer.port';
import { USER_REPOSITORY } from '../../application/ports/user.repository';
import { PostgresAdminRoster } from '../../adapters/postgres/postgres-admin-roster';
import { PostgresAccountEraser } from '../../adapters/postgres/postgres-account-eraser';
import { PostgresGuestDataTransfer } from '../../adapters/postgres/postgres-guest-data-transfer';
import { PostgresOneTimeTokenRepository } from '../../adapters/postgres/postgres-one-time-token.repository';
import { PostgresPasswordResetRequestRepository } from '../../adapters/postgres/postgres-password-reset-request.repository';
import { PostgresSessionRepository } from '../../adapters/postgres/postgres-session.repository';
import { PostgresUserRepository } from '../../adapters/postgres/postgres-user.repository';
import { JoseTokenSigner } from '../../adapters/security/jose-token-signer';
import {
  accountActionRateLimit,
  accountMailLimits,
  loginRateLimits,
} from '../../adapters/security/rate-limiters';
import { bindSelf } from './bind-self';

interface AccountsSettings {
  slug: string;
  signingSecret: string;
  cachePrefix: string;
  redis?: Redis;
  passwordHasher: PasswordHasher;
}

/** Accounts and tokens: their stores, the token signer (audience = this instance), throttling, use cases. */
export function accountsModule(settings: AccountsSettings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(USER_REPOSITORY).to(PostgresUserRepository);
    bind(SESSION_REPOSITORY).to(PostgresSessionRepository);
    bind(ONE_TIME_TOKEN_REPOSITORY).to(PostgresOneTimeTokenRepository);
    bind(PASSWORD_RESET_REQUEST_REPOSITORY).to(PostgresPasswordResetRequestRepository);
    bind(ACCOUNT_ERASER).to(PostgresAccountEraser);
    bind(ADMIN_ROSTER).to(PostgresAdminRoster);
    bind(GUEST_DATA_TRANSFER).to(PostgresGuestDataTransfer);
    bind(PASSWORD_HASHER).toConstantValue(settings.passwordHasher);
    bind(TOKEN_SIGNER).toResolvedValue(
      (clock: Clock) => new JoseTokenSigner(settings.signingSecret, settings.slug, clock),
      [CLOCK],
    );
    bind(LOGIN_RATE_LIMITS).toConstantValue(loginRateLimits(settings.cachePrefix, settings.redis));
    bind(ACCOUNT_ACTION_RATE_LIMIT).toConstantValue(
      accountActionRateLimit(settings.cachePrefix, settings.redis),
    );
    bind(ACCOUNT_MAIL_LIMITS).toConstantValue(accountMailLimits(settings.cachePrefix, settings.redis));
    bindSelf(bind, [
      SessionIssuer,
      OneTimeLinkMailer,
      Authenticate,
      Login,
      RefreshSession,
      Register,
      Logout,
      GetProfile,
      ChangeUsername,
      ChangePassword,
      ChangeEmail,
      VerifyEmail,
      PasswordReset,
      DeleteAccount,
      Showcase,
      MigrateGuestData,
      BootstrapAdmin,
      AccountUseCases,
    ]);
  });
}
