import { inject, injectable } from 'inversify';
import { ChangeEmail } from './change-email.use-case';
import { ChangePassword } from './change-password.use-case';
import { ChangeUsername } from './change-username.use-case';
import { DeleteAccount } from './delete-account.use-case';
import { Login } from './login.use-case';
import { Logout } from './logout.use-case';
import { PasswordReset } from './password-reset.use-case';
import { GetProfile } from './profile.use-case';
import { RefreshSession } from './refresh-session.use-case';
import { Register } from './register.use-case';
import { Showcase } from './showcase.use-case';
import { VerifyEmail } from './verify-email.use-case';

/** The account use cases the /auth router serves, resolved together from the instance's container. */
@injectable()
export class AccountUseCases {
  constructor(
    @inject(Login) readonly login: Login,
    @inject(RefreshSession) readonly refresh: RefreshSession,
    @inject(Register) readonly register: Register,
    @inject(Logout) readonly logout: Logout,
    @inject(GetProfile) readonly profile: GetProfile,
    @inject(ChangeUsername) readonly changeUsername: ChangeUsername,
    @inject(ChangePassword) readonly changePassword: ChangePassword,
    @inject(ChangeEmail) readonly changeEmail: ChangeEmail,
    @inject(VerifyEmail) readonly verifyEmail: VerifyEmail,
    @inject(PasswordReset) readonly passwordReset: PasswordReset,
    @inject(DeleteAccount) readonly deleteAccount: DeleteAccount,
    @inject(Showcase) readonly showcase: Showcase,
  ) {}
}
