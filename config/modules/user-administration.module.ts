import { ContainerModule } from 'inversify';
import { ListAudit } from '../../application/audit/list-audit.use-case';
import { AUDIT_LOG, AUDIT_READER } from '../../application/ports/audit-log.port';
import { JOB_STORE } from '../../application/ports/job-store.port';
import {
  MANAGED_USER_REPOSITORY,
  USER_ACTIVITY_QUERY,
} from '../../application/ports/managed-user.repository';
import { SCORE_CORRECTION_REPOSITORY } from '../../application/ports/score-correction.repository';
import { EditScore } from '../../application/scores/edit-score.use-case';
import { RecalculateScoreboards } from '../../application/scores/recalculate-scoreboards.use-case';
import { AdFreeStatusOfUser } from '../../application/users/ad-free-status.use-case';
import { ChangeRole } from '../../application/users/change-role.use-case';
import { DeleteUser } from '../../application/users/delete-user.use-case';
import { ForfeitUserGame } from '../../application/users/forfeit-user-game.use-case';
import { ListUsers } from '../../application/users/list-users.use-case';
import { ResetUserPassword } from '../../application/users/reset-user-password.use-case';
import { UserAdministrationUseCases } from '../../application/users/user-administration-use-cases';
import { UserDetails } from '../../application/users/user-details.use-case';
import { PostgresJobStore } from '../../adapters/postgres/postgres-job-store';
import { PostgresManagedUserRepository } from '../../adapters/postgres/postgres-managed-user.repository';
import { PostgresScoreCorrectionRepository } from '../../adapters/postgres/postgres-score-correction.repository';
import { PostgresUserActivityQuery } from '../../adapters/postgres/postgres-user-activity.query';
import { bindSelf } from './bind-self';

/** The control panel's users, scores, recalculation job and audit view (admin only). */
export function userAdministrationModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(MANAGED_USER_REPOSITORY).to(PostgresManagedUserRepository);
    bind(USER_ACTIVITY_QUERY).to(PostgresUserActivityQuery);
    bind(SCORE_CORRECTION_REPOSITORY).to(PostgresScoreCorrectionRepository);
    bind(JOB_STORE).to(PostgresJobStore);
    bind(AUDIT_READER).toService(AUDIT_LOG);
    bindSelf(bind, [
      ListUsers,
      UserDetails,
      ChangeRole,
      DeleteUser,
      ForfeitUserGame,
      AdFreeStatusOfUser,
      ResetUserPassword,
      UserAdministrationUseCases,
      EditScore,
      RecalculateScoreboards,
      ListAudit,
    ]);
  });
}
