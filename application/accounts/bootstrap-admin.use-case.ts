import { inject, injectable } from 'inversify';
import { INSTANCE, type Instance } from '../ports/instance.port';
import { LOGGER, type Logger } from '../ports/logger.port';
import { PASSWORD_HASHER, type PasswordHasher } from '../ports/password-hasher.port';
import { RANDOM_SOURCE, type RandomSource } from '../ports/random-source.port';
import { USER_REPOSITORY, type UserRepository } from '../ports/user.repository';
import { temporaryPassword } from './temporary-password';

/**
 * On the first start of an instance without an admin: an `admin` account with a random password, printed
 * once to the log, that must be changed at first login. Safe to run on every start and by every replica
 * (the unique username decides a race).
 */
@injectable()
export class BootstrapAdmin {
  constructor(
    @inject(USER_REPOSITORY) private readonly users: UserRepository,
    @inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(INSTANCE) private readonly instance: Instance,
  ) {}

  async execute(): Promise<void> {
    if (await this.users.hasAdmin()) return;
    // 'admin' may already belong to a player; then a suffixed name, never taking over their account.
    for (const username of ['admin', `admin-${this.random.token(3).replace(/[^A-Za-z0-9]/g, 'x')}`]) {
      const password = temporaryPassword(this.random);
      const outcome = await this.users.create({
        id: this.random.uuid(),
        username,
        email: null,
        passwordHash: await this.hasher.hash(password),
        roles: ['admin'],
        forcePasswordReset: true,
        firstPasswordPending: true,
        loginRequiresVerification: false,
        referralCode: null,
      });
      if (outcome === 'created') {
        const { publicUrl } = this.instance;
        this.logger.warn(
          {
            username,
            initialPassword: password,
            signInAt: `${publicUrl}/`,
            controlPanel: `${publicUrl}/control-panel`,
          },
          // In capitals: among the start-up lines, the one line its reader must act on.
          'FIRST ADMIN ACCOUNT CREATED: sign in at signInAt with username and initialPassword, choose a new password, then open controlPanel',
        );
        return;
      }
      if (await this.users.hasAdmin()) return;
    }
  }
}
