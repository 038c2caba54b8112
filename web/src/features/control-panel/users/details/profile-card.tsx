import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  KeyIcon,
  TrashIcon,
} from '../../../../components/ui/account-icons';
import { Avatar, RoleBadges, StateBadges } from '../components/user-badges';
import { useUsersText } from '../i18n/texts';
import { formatDay, formatNumber } from '../model/format';

interface ProfileCardProps {
  user: ManagedUserView;
  self: boolean;
  headingRef: React.Ref<HTMLHeadingElement>;
  refreshing: boolean;
  onReset: () => void;
  onDelete: () => void;
}

/**
 * Who the user is (name, roles, address and whether it is verified, when they joined and last played) and
 * the two actions that cannot be taken back: a new password and deleting the user, each asked first.
 */
export function ProfileCard({ user, self, headingRef, refreshing, onReset, onDelete }: ProfileCardProps) {
  const { t, language } = useUsersText();
  return (
    <section className="card users-profile" aria-labelledby="users-profile-name">
      <div className="users-profile__head">
        <Avatar name={user.username} large />
        <div className="users-profile__names">
          <h2 id="users-profile-name" ref={headingRef} tabIndex={-1} className="users-profile__name">
            {user.username}
          </h2>
          <div className="users-profile__badges">
            <RoleBadges roles={user.roles} />
            <StateBadges user={user} self={self} />
          </div>
        </div>
        {refreshing ? (
          <span className="users-profile__refreshing" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('details.refreshing')}</span>
          </span>
        ) : null}
      </div>
      <dl className="users-facts">
        <div className="users-facts__item users-facts__item--wide">
          <dt>{t('details.email')}</dt>
          <dd className="users-facts__email">
            {user.email === null ? (
              <span className="users-muted">{t('badges.noEmail')}</span>
            ) : (
              <>
                <span className="users-facts__address">{user.email}</span>
                <span className={`users-email-state users-email-state--${user.emailVerified ? 'ok' : 'no'}`}>
                  {user.emailVerified ? (
                    <CheckCircleIcon width={16} height={16} />
                  ) : (
                    <AlertCircleIcon width={16} height={16} />
                  )}
                  {t(user.emailVerified ? 'badges.verified' : 'badges.unverified')}
                </span>
              </>
            )}
          </dd>
        </div>
        <div className="users-facts__item">
          <dt>{t('details.created')}</dt>
          <dd>{formatDay(user.createdAt, language)}</dd>
        </div>
        <div className="users-facts__item">
          <dt>{t('details.lastPlayed')}</dt>
          <dd>{user.lastPlayed === null ? t('list.never') : formatDay(user.lastPlayed, language)}</dd>
        </div>
        <div className="users-facts__item">
          <dt>{t('details.gamesPlayed')}</dt>
          <dd>{formatNumber(user.gamesPlayed, language)}</dd>
        </div>
        <div className="users-facts__item">
          <dt>{t('details.passwordChange')}</dt>
          <dd>
            {user.forcePasswordReset
              ? t('details.passwordChangeRequired')
              : t('details.passwordChangeNotRequired')}
          </dd>
        </div>
      </dl>
      <div className="users-profile__actions">
        <button type="button" className="button button--secondary button--small" onClick={onReset}>
          <KeyIcon width={16} height={16} />
          {t('reset.action')}
        </button>
        {self ? (
          <p className="users-profile__note">{t('remove.self')}</p>
        ) : (
          <button
            type="button"
            className="button button--secondary button--small users-danger-text"
            onClick={onDelete}
          >
            <TrashIcon width={16} height={16} />
            {t('remove.action')}
          </button>
        )}
      </div>
    </section>
  );
}
