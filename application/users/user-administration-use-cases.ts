import { inject, injectable } from 'inversify';
import { AdFreeStatusOfUser } from './ad-free-status.use-case';
import { ChangeRole } from './change-role.use-case';
import { DeleteUser } from './delete-user.use-case';
import { ForfeitUserGame } from './forfeit-user-game.use-case';
import { ListUsers } from './list-users.use-case';
import { ResetUserPassword } from './reset-user-password.use-case';
import { UserDetails } from './user-details.use-case';

/** The control panel's users (admin spec 7 "Users"), handed to the router as one. */
@injectable()
export class UserAdministrationUseCases {
  constructor(
    @inject(ListUsers) readonly list: ListUsers,
    @inject(UserDetails) readonly details: UserDetails,
    @inject(ChangeRole) readonly changeRole: ChangeRole,
    @inject(DeleteUser) readonly remove: DeleteUser,
    @inject(ForfeitUserGame) readonly forfeit: ForfeitUserGame,
    @inject(AdFreeStatusOfUser) readonly adFree: AdFreeStatusOfUser,
    @inject(ResetUserPassword) readonly passwords: ResetUserPassword,
  ) {}
}
