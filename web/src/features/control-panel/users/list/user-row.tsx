import { Link } from 'react-router';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { CheckCircleIcon } from '../../../../components/ui/account-icons';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { Avatar, RoleBadges, StateBadges } from '../components/user-badges';
import { useUsersText } from '../i18n/texts';
import { formatDay, formatNumber } from '../model/format';

interface UserRowProps {
  user: ManagedUserView;
  self: boolean;
  /** The details' address, the list's state kept for the way back. */
  to: string;
}

/**
 * One user: a card on a phone (name, roles, last played, games), a row of the table on a wide screen. The
 * whole row is the link; the column names are read out with each value (and shown on a phone).
 */
export function UserRow({ user, self, to }: UserRowProps) {
  const { t, language } = useUsersText();
  return (
    <li className="users-row">
      <Link to={to} className="users-row__link" data-user-id={user.id}>
        <Avatar name={user.username} />
        <span className="users-row__names">
          <span className="users-row__name">{user.username}</span>
          <span className="users-row__email">
            {user.email === null ? (
              <span className="users-muted">{t('badges.noEmail')}</span>
            ) : (
              <>
                <span className="users-row__address">{user.email}</span>
                {user.emailVerified ? (
                  <CheckCircleIcon width={14} height={14} className="users-verified" />
                ) : null}
                <span className="visually-hidden">
                  {t(user.emailVerified ? 'badges.verified' : 'badges.unverified')}
                </span>
              </>
            )}
          </span>
        </span>
        <span className="users-row__badges">
          <span className="visually-hidden">{t('list.columns.roles')}: </span>
          <RoleBadges roles={user.roles} />
          <StateBadges user={user} self={self} />
        </span>
        <span className="users-row__fact users-row__fact--played">
          <span className="users-row__label">{t('list.columns.lastPlayed')}</span>
          <span className="users-row__value">
            {user.lastPlayed === null ? t('list.never') : formatDay(user.lastPlayed, language)}
          </span>
        </span>
        <span className="users-row__fact users-row__fact--games">
          <span className="users-row__label">{t('list.columns.games')}</span>
          <span className="users-row__value">{formatNumber(user.gamesPlayed, language)}</span>
        </span>
        <span className="users-row__fact users-row__fact--created">
          <span className="users-row__label">{t('list.columns.created')}</span>
          <span className="users-row__value">{formatDay(user.createdAt, language)}</span>
        </span>
        <ChevronRightIcon width={20} height={20} className="users-row__chevron" />
      </Link>
    </li>
  );
}
