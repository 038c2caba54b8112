import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import type { Remote } from '../../../../lib/use-remote';
import { Pager } from '../../shell/pager';
import { useErrorText } from '../components/use-error-text';
import { useUsersText } from '../i18n/texts';
import type { InactiveListAnswer } from '../api/users-api';
import { searchTerm, type UsersListState } from '../model/list-query';
import { UserRow } from './user-row';

interface UsersListProps {
  remote: Remote<InactiveListAnswer>;
  state: UsersListState;
  selfId: string | null;
  detailsPath: (user: ManagedUserView) => string;
  onRetry: () => void;
  onPage: (page: number) => void;
  onShowAll: () => void;
}

/** One page of users; while the next page or search loads, the old one stays, dimmed. */
export function UsersList({
  remote,
  state,
  selfId,
  detailsPath,
  onRetry,
  onPage,
  onShowAll,
}: UsersListProps) {
  const { t } = useUsersText();
  const errorText = useErrorText();
  if (remote.kind === 'loading') return <LoadingState minHeight="12rem" />;
  if (remote.kind === 'failed')
    return (
      <ErrorState
        message={errorText(remote.error, searchTerm(state.q) === null ? 'listFailed' : 'searchFailed')}
        onRetry={onRetry}
      />
    );
  const answer = remote.value;
  const refreshing = remote.refreshing;
  if (answer.users.length === 0) return <EmptyState action={emptyAction()}>{emptyText()}</EmptyState>;
  return (
    <>
      <div className="users-list__head" aria-hidden="true">
        <span className="users-list__head-user">{t('list.columns.user')}</span>
        <span>{t('list.columns.roles')}</span>
        <span>{t('list.columns.lastPlayed')}</span>
        <span className="users-list__head-number">{t('list.columns.games')}</span>
        <span>{t('list.columns.created')}</span>
      </div>
      <ul
        className="users-list"
        aria-label={t('list.listLabel')}
        aria-busy={refreshing || undefined}
        data-refreshing={refreshing || undefined}
      >
        {answer.users.map((user) => (
          <UserRow key={user.id} user={user} self={user.id === selfId} to={detailsPath(user)} />
        ))}
      </ul>
      <Pager page={answer.currentPage} pages={answer.pages} busy={refreshing} onChange={onPage} />
    </>
  );

  function emptyText(): string {
    const search = searchTerm(state.q);
    if (state.inactiveDays !== null) return t('list.noneInactive', { count: state.inactiveDays });
    if (search !== null) return t('list.noMatch', { query: search });
    if (state.filter !== 'all') return t('list.noneInFilter');
    return t('list.empty');
  }

  function emptyAction() {
    const narrowed = state.inactiveDays !== null || searchTerm(state.q) !== null || state.filter !== 'all';
    return narrowed ? (
      <button type="button" className="button button--secondary button--small" onClick={onShowAll}>
        {t('list.showAll')}
      </button>
    ) : undefined;
  }
}
