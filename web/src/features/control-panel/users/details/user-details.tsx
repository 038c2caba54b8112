import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type {
  DeleteUserAnswer,
  ManagedScoreView,
  RunningGameView,
  UserDetailsAnswer,
} from '../../../../../../contracts/manage-users.codec';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api';
import { useRemote } from '../../../../lib/use-remote';
import { userDetailsKey, useUsersChanged } from '../../shell/user-reads';
import { useSession } from '../../../auth/hooks/use-session';
import { useUsersApi } from '../api/use-users-api';
import { notify } from '../../../../components/toast/notify';
import { useErrorText } from '../components/use-error-text';
import { DeletedDialog, DeleteUserDialog } from '../dialogs/delete-user-dialog';
import { EditScoreDialog } from '../dialogs/edit-score-dialog';
import { ForfeitDialog } from '../dialogs/forfeit-dialog';
import { ResetPasswordFlow } from '../dialogs/reset-password-flow';
import { useUsersText } from '../i18n/texts';
import { searchString, withOpenUser } from '../model/list-query';
import { formatDay } from '../model/format';
import { rememberOpened } from '../list/return-focus';
import { AchievementsCard } from './achievements-card';
import { GroupsCard, ResetRequestsCard, SessionsCard } from './activity-cards';
import { AdFreeForm } from './ad-free-form';
import { AttemptsCard } from './attempts-card';
import { ProfileCard } from './profile-card';
import { RecentGames } from './recent-games';
import { RoleSwitches } from './role-switches';
import { RunningGames } from './running-games';
import { StandingCard } from './standing-card';
import './details.css';

type Dialog =
  | { kind: 'score'; score: ManagedScoreView }
  | { kind: 'forfeit'; game: RunningGameView }
  | { kind: 'reset' }
  | { kind: 'delete' }
  | { kind: 'deleted'; answer: DeleteUserAnswer };

const LIST_PATH = '/control-panel/users/list';

/** One user at `?user=<id>`: who they are, how they play, and what an admin can do about it. */
export function UserDetails({ userId }: { userId: string }) {
  const { t, language } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user: session } = useSession();
  const details = useRemote(
    userDetailsKey(userId),
    (signal) => api.details(userId, signal),
    'User details read failed',
  );
  // A change made here shows in every screen of users: these cards, the lists, the scores tab.
  const usersChanged = useUsersChanged();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const backTo = `${LIST_PATH}${searchString(withOpenUser(params, null))}`;

  // Opened from the list: the page starts at the top, and the focus on the user's name.
  const loaded = details.remote.kind === 'ready';
  useEffect(() => {
    rememberOpened(userId);
    window.scrollTo({ top: 0 });
  }, [userId]);
  useEffect(() => {
    if (loaded) heading.current?.focus({ preventScroll: true });
  }, [loaded]);

  const back = (
    <Link to={backTo} className="users-back">
      <ArrowLeftIcon width={18} height={18} />
      {t('details.back')}
    </Link>
  );

  if (details.remote.kind === 'loading')
    return (
      <div className="users-details">
        {back}
        <LoadingState minHeight="16rem" />
      </div>
    );
  if (details.remote.kind === 'failed')
    return (
      <div className="users-details">
        {back}
        <ErrorState
          message={
            isApiError(details.remote.error, 'USER_NOT_FOUND')
              ? t('details.notFound')
              : errorText(details.remote.error, 'detailsFailed')
          }
          onRetry={isApiError(details.remote.error, 'USER_NOT_FOUND') ? undefined : details.reload}
        />
      </div>
    );

  const answer: UserDetailsAnswer = details.remote.value;
  const { user } = answer;
  const self = session?.id === user.id;
  const close = () => setDialog(null);
  return (
    <div className="users-details">
      {back}
      <ProfileCard
        user={user}
        self={self}
        headingRef={heading}
        refreshing={details.remote.refreshing}
        onReset={() => setDialog({ kind: 'reset' })}
        onDelete={() => setDialog({ kind: 'delete' })}
      />
      <div className="users-details__grid">
        <div className="users-details__main">
          <StandingCard standing={answer.standing} />
          <RecentGames games={answer.recentGames} onEdit={(score) => setDialog({ kind: 'score', score })} />
          <RunningGames
            games={answer.runningGames}
            onForfeit={(game) => setDialog({ kind: 'forfeit', game })}
          />
          <AttemptsCard userId={user.id} initialDate={user.lastPlayed ?? answer.recentGames[0]?.date ?? ''} />
        </div>
        <div className="users-details__side">
          <RoleSwitches
            user={user}
            self={self}
            onChanged={(changed) => details.replace({ ...answer, user: changed })}
          />
          <AdFreeForm userId={user.id} username={user.username} onSaved={usersChanged} />
          <AchievementsCard achievements={answer.achievements} />
          <GroupsCard groups={answer.groups} />
          <SessionsCard sessions={answer.sessions} />
          <ResetRequestsCard requests={answer.resetRequests} />
        </div>
      </div>
      {dialog?.kind === 'score' ? (
        <EditScoreDialog
          username={user.username}
          score={dialog.score}
          onClose={close}
          onSaved={() => {
            close();
            notify.success(t('score.saved', { date: formatDay(dialog.score.date, language) }));
            usersChanged();
          }}
        />
      ) : null}
      {dialog?.kind === 'forfeit' ? (
        <ForfeitDialog
          user={user}
          game={dialog.game}
          onClose={close}
          onForfeited={() => {
            close();
            usersChanged();
          }}
          onStale={usersChanged}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ResetPasswordFlow user={user} onClose={close} onReset={usersChanged} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteUserDialog
          user={user}
          onClose={close}
          onDeleted={(deleted) => setDialog({ kind: 'deleted', answer: deleted })}
        />
      ) : null}
      {dialog?.kind === 'deleted' ? (
        <DeletedDialog
          username={user.username}
          answer={dialog.answer}
          onClose={() => {
            notify.success(t('remove.toast', { username: user.username }));
            void navigate(backTo);
          }}
        />
      ) : null}
    </div>
  );
}
