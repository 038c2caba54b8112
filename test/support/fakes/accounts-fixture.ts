import * as E from 'fp-ts/Either';
import { MemoryCache } from '../../../adapters/memory/memory-cache';
import { JoseTokenSigner } from '../../../adapters/security/jose-token-signer';
import { accountMailLimits, loginRateLimits } from '../../../adapters/security/rate-limiters';
import { Authenticate } from '../../../application/accounts/authenticate.use-case';
import { BootstrapAdmin } from '../../../application/accounts/bootstrap-admin.use-case';
import { ChangeEmail } from '../../../application/accounts/change-email.use-case';
import { ChangePassword } from '../../../application/accounts/change-password.use-case';
import { ChangeUsername } from '../../../application/accounts/change-username.use-case';
import { DeleteAccount } from '../../../application/accounts/delete-account.use-case';
import { OneTimeLinkMailer, recipientKey } from '../../../application/accounts/one-time-link-mailer';
import { Login } from '../../../application/accounts/login.use-case';
import { Logout } from '../../../application/accounts/logout.use-case';
import { MigrateGuestData } from '../../../application/accounts/migrate-guest-data.use-case';
import { RecordingGuestDataTransfer } from './recording-guest-data-transfer';
import { NoScoreEffects } from './no-score-effects';
import { NothingPlayedYet } from './nothing-played-yet';
import { PasswordReset } from '../../../application/accounts/password-reset.use-case';
import { GetProfile } from '../../../application/accounts/profile.use-case';
import { GameCalendar } from '../../../application/gameplay/game-calendar';
import { RefreshSession } from '../../../application/accounts/refresh-session.use-case';
import { Register } from '../../../application/accounts/register.use-case';
import { SessionIssuer } from '../../../application/accounts/session-issuer';
import { Showcase } from '../../../application/accounts/showcase.use-case';
import { VerifyEmail } from '../../../application/accounts/verify-email.use-case';
import type { Instance } from '../../../application/ports/instance.port';
import type { LoginRateLimits } from '../../../application/ports/rate-limiter.port';
import type { User } from '../../../application/ports/user.repository';
import { GetPublicSettings } from '../../../application/settings/get-public-settings.use-case';
import type { LoginResponse } from '../../../contracts/auth.codec';
import type { Role } from '../../../domain/permissions/permission-policy';
import { FakeClock } from '../fake-clock';
import { FakePasswordHasher } from './fake-password-hasher';
import { FakeUnitOfWork } from './fake-unit-of-work';
import { InMemoryAccountEraser } from './in-memory-account-eraser';
import { InMemoryGameSessionRepository } from './in-memory-game-session.repository';
import { InMemoryGameRepository } from './in-memory-game.repository';
import { InMemoryOneTimeTokenRepository } from './in-memory-one-time-token.repository';
import { InMemoryPasswordResetRequestRepository } from './in-memory-password-reset-request.repository';
import { InMemorySessionRepository } from './in-memory-session.repository';
import { InMemorySettingsRepository } from './in-memory-settings.repository';
import { InMemoryUserRepository } from './in-memory-user.repository';
import { RecordingLogger } from './recording-logger';
import { RecordingMailer } from './recording-mailer';
import { SequentialRandomSource } from './sequential-random-source';

export const TEST_SIGNING_SECRET = 'accounts-test-signing-secret-0123456789abcdef';
export const TEST_INSTANCE: Instance = {
  slug: 'fi',
  language: 'fi',
  timeZone: 'Europe/Helsinki',
  publicUrl: 'http://localhost:3000/fi',
};
export const DEFAULT_PASSWORD = 'Salainen-1';

/** A player to put in the store before the test: `aPlayer().named('Pelaaja').withEmail('p@x.test')`. */
export class PlayerBuilder {
  username = 'pelaaja';
  password = DEFAULT_PASSWORD;
  email: string | null = null;
  emailVerified = false;
  roles: Role[] = [];
  forcePasswordReset = false;

  named(username: string): this {
    this.username = username;
    return this;
  }

  withPassword(password: string): this {
    this.password = password;
    return this;
  }

  /** A verified address, the usual state of a player who registered with one. */
  withEmail(email: string): this {
    this.email = email;
    this.emailVerified = true;
    return this;
  }

  /** Registered with an address and not yet followed its link. */
  withUnverifiedEmail(email: string): this {
    this.email = email;
    this.emailVerified = false;
    return this;
  }

  withRoles(...roles: Role[]): this {
    this.roles = roles;
    return this;
  }

  /** An administrator reset the password: the next sign-in must choose a new one. */
  mustChangePassword(): this {
    this.forcePasswordReset = true;
    return this;
  }
}

export const aPlayer = (): PlayerBuilder => new PlayerBuilder();

export interface AccountsFixtureOptions {
  /** The fixture's clock starts here; by default at the wall clock (see below). */
  now?: Date;
  /** Another instance than the Finnish default, e.g. `{ slug: 'en', language: 'en', ... }`. */
  instance?: Partial<Instance>;
  /** A mail server in trouble: every send fails. */
  mailFails?: boolean;
}

let fixtures = 0;

/**
 * Every account use case wired by hand over in-memory fakes, the real (pure) JoseTokenSigner, the memory
 * rate limiters (login and account mails) and the public settings over the in-memory settings store.
 * The signer judges expiry by the fixture's FakeClock, so tests move time for tokens as for everything else.
 */
export function accountsFixture(options: AccountsFixtureOptions = {}) {
  fixtures += 1;
  const clock = new FakeClock(options.now ?? new Date(Math.floor(Date.now() / 1000) * 1000));
  const sessions = new InMemorySessionRepository();
  const users = new InMemoryUserRepository(clock, sessions);
  const oneTimeTokens = new InMemoryOneTimeTokenRepository();
  const resetRequests = new InMemoryPasswordResetRequestRepository(clock);
  const settingsStore = new InMemorySettingsRepository();
  const eraser = new InMemoryAccountEraser(users, sessions, oneTimeTokens, resetRequests);
  const guestDataTransfer = new RecordingGuestDataTransfer({
    sessions: 1,
    scores: 1,
    combinations: 3,
    results: [],
  });
  const unitOfWork = new FakeUnitOfWork([users, sessions, oneTimeTokens, resetRequests, settingsStore]);
  const hasher = new FakePasswordHasher();
  const mailer = new RecordingMailer();
  if (options.mailFails)
    mailer.send = async () => Promise.reject(new Error('SMTP 421 service not available'));
  const random = new SequentialRandomSource(`fixture-${fixtures}`);
  const logger = new RecordingLogger();
  const cache = new MemoryCache(clock);
  const instance: Instance = { ...TEST_INSTANCE, ...options.instance };
  const signer = new JoseTokenSigner(TEST_SIGNING_SECRET, instance.slug, clock);
  const limits: LoginRateLimits = loginRateLimits(`test:accounts:${fixtures}:`);
  const mailLimits = accountMailLimits(`test:accounts:${fixtures}:`);
  const publicSettings = new GetPublicSettings(settingsStore, cache);

  const issuer = new SessionIssuer(signer, sessions, random, clock);
  const links = new OneTimeLinkMailer(oneTimeTokens, mailer, random, clock, instance, mailLimits, logger);
  const login = new Login(users, hasher, limits, issuer, signer, sessions);

  const fixture = {
    clock,
    users,
    sessions,
    oneTimeTokens,
    resetRequests,
    settingsStore,
    eraser,
    unitOfWork,
    hasher,
    mailer,
    random,
    logger,
    cache,
    instance,
    signer,
    limits,
    mailLimits,
    publicSettings,
    issuer,
    links,
    login,
    authenticate: new Authenticate(signer, users),
    refresh: new RefreshSession(signer, sessions, users, unitOfWork, clock, issuer),
    register: new Register(users, hasher, random, publicSettings, links),
    logout: new Logout(signer, sessions, clock),
    profile: new GetProfile(
      new GameCalendar(
        clock,
        instance,
        new InMemoryGameRepository(new InMemoryGameSessionRepository(), random),
      ),
      new NothingPlayedYet(),
      new NothingPlayedYet(),
    ),
    changeUsername: new ChangeUsername(users),
    changePassword: new ChangePassword(users, hasher, sessions, clock, oneTimeTokens),
    changeEmail: new ChangeEmail(users, links, oneTimeTokens),
    verifyEmail: new VerifyEmail(oneTimeTokens, users, links, clock, unitOfWork),
    passwordReset: new PasswordReset(
      users,
      oneTimeTokens,
      resetRequests,
      sessions,
      hasher,
      random,
      clock,
      unitOfWork,
      issuer,
      links,
      limits,
    ),
    deleteAccount: new DeleteAccount(unitOfWork, users, eraser),
    showcase: new Showcase(users, new NothingPlayedYet()),
    guestDataTransfer,
    migrateGuestData: new MigrateGuestData(unitOfWork, guestDataTransfer, new NoScoreEffects()),
    bootstrapAdmin: new BootstrapAdmin(users, hasher, random, logger, instance),

    /** What ten minutes do to the mail limits: the address may be sent a verification again. */
    async verificationWaitIsOver(email: string): Promise<void> {
      await mailLimits.verificationPerRecipient.reset(recipientKey(email));
    },

    /** Stores the player as registration and verification would have left them; answers the stored user. */
    async given(player: PlayerBuilder): Promise<User> {
      const id = random.uuid();
      const outcome = await users.create({
        id,
        username: player.username,
        email: player.email,
        passwordHash: await hasher.hash(player.password),
        roles: player.roles,
        forcePasswordReset: player.forcePasswordReset,
        loginRequiresVerification: player.email !== null && !player.emailVerified,
        referralCode: null,
      });
      if (outcome !== 'created') throw new Error(`cannot store ${player.username}: ${outcome}`);
      if (player.email && player.emailVerified) await users.markEmailVerified(id, player.email);
      return (await users.findById(id))!;
    },

    /** Signs in through the Login use case; a refusal fails the test with its code. */
    async signIn(username: string, password = DEFAULT_PASSWORD, ip = '203.0.113.7'): Promise<LoginResponse> {
      const result = await login.execute({ username, password, ip });
      if (E.isLeft(result)) throw new Error(`sign-in of ${username} refused: ${result.left.code}`);
      return result.right;
    },

    /** The user as stored now (after the use case under test changed it). */
    async reload(user: { id: string }): Promise<User> {
      const stored = await users.findById(user.id);
      if (!stored) throw new Error(`user ${user.id} is gone`);
      return stored;
    },
  };
  return fixture;
}

export type AccountsFixture = ReturnType<typeof accountsFixture>;
