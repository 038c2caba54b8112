import { useEffect, useRef } from 'react';
import { useSession } from '../../../auth/hooks/use-session';
import { useRemote } from '../../../../lib/use-remote';
import { USERS } from '../../shell/user-reads';
import { useUsersApi } from '../api/use-users-api';
import { useUsersText } from '../i18n/texts';
import { DEFAULT_LIST_STATE, listRequest, requestKey, searchString, withOpenUser } from '../model/list-query';
import { ListToolbar } from './list-toolbar';
import { takeOpened } from './return-focus';
import { useListState } from './use-list-state';
import { UsersList } from './users-list';
import './users-list.css';

const LIST_PATH = '/control-panel/users/list';

/** The users: search as you type, filters, order, pages of 20; a row opens the user's details. */
export function UsersListPanel() {
  const { t } = useUsersText();
  const api = useUsersApi();
  const { user: self } = useSession();
  const { state, params, typed, setTyped, update, typing } = useListState();
  const request = listRequest(state);
  const list = useRemote(
    [USERS, 'list', requestKey(request)],
    (signal) => api.list(request, signal),
    'Users list read failed',
  );
  const heading = useRef<HTMLHeadingElement>(null);

  // Back from a user's details: the focus returns to the row that was opened, once the rows are there.
  const ready = list.remote.kind === 'ready';
  useEffect(() => {
    if (!ready) return;
    const from = takeOpened();
    if (from === null) return;
    const row = document.querySelector<HTMLElement>(`[data-user-id="${CSS.escape(from)}"]`);
    (row ?? heading.current)?.focus();
  }, [ready]);

  const total = list.remote.kind === 'ready' ? list.remote.value.total : null;
  const capped = list.remote.kind === 'ready' && list.remote.value.capped;
  return (
    <section className="card card--stack users-panel" aria-labelledby="users-list-title">
      <div className="users-panel__head">
        <h2 id="users-list-title" ref={heading} tabIndex={-1} className="card__title">
          {t('list.title')}
        </h2>
        {total !== null ? (
          <p className="badge" aria-live="polite">
            {t(capped ? 'list.countCapped' : 'list.count', { count: total })}
          </p>
        ) : null}
      </div>
      {capped ? <p className="users-panel__capped">{t('list.capped', { count: total ?? 0 })}</p> : null}
      <ListToolbar
        state={state}
        typed={typed}
        onType={setTyped}
        busy={typing || (list.remote.kind === 'ready' && list.remote.refreshing)}
        onChange={update}
      />
      <UsersList
        remote={list.remote}
        state={state}
        selfId={self?.id ?? null}
        detailsPath={(user) => `${LIST_PATH}${searchString(withOpenUser(params, user.id))}`}
        onRetry={list.reload}
        onPage={(page) => {
          update({ page });
          heading.current?.scrollIntoView({ block: 'start' });
        }}
        onShowAll={() => {
          setTyped('');
          update(DEFAULT_LIST_STATE);
        }}
      />
    </section>
  );
}
