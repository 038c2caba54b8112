import { useSearchParams } from 'react-router';
import { UserDetails } from './details/user-details';
import { UsersListPanel } from './list/users-list-panel';
import { openUserOf } from './model/list-query';
import { ResetRequestsPanel } from './reset-requests/reset-requests-panel';
import './components/users.css';

/**
 * The control panel's users tab (admin only, DESIGN 11): the list (`list`, the default) with a user's
 * details at `?user=<id>` over the list's own address, and the password requests (`reset-requests`). The
 * shell shows the sub-tab links; everything the view shows lives in the address.
 */
export function UsersTab({ subtab }: { subtab: string | undefined }) {
  const [params] = useSearchParams();
  const openUser = openUserOf(params);
  return (
    <div className="users-tab">
      {subtab === 'reset-requests' ? (
        <ResetRequestsPanel />
      ) : openUser !== null ? (
        <UserDetails key={openUser} userId={openUser} />
      ) : (
        <UsersListPanel />
      )}
    </div>
  );
}
