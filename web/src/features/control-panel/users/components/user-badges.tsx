import { useState } from 'react';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { GiftIcon, KeyIcon, ShieldIcon } from '../../../../components/ui/account-icons';
import { PencilIcon } from '../../games/shared/games-icons';
import { useUsersText } from '../i18n/texts';
import { isAdFreeAt } from '../model/ad-free';

/** A user's roles as badges, each with an icon and its name (the colour only helps the eye). */
export function RoleBadges({ roles }: { roles: ManagedUserView['roles'] }) {
  const { t } = useUsersText();
  if (roles.length === 0) return <span className="users-badge users-badge--player">{t('roles.none')}</span>;
  return (
    <>
      {roles.map((role) => (
        <span key={role} className={`users-badge users-badge--${role}`}>
          {role === 'admin' ? <ShieldIcon width={14} height={14} /> : <PencilIcon width={14} height={14} />}
          {t(`roles.${role}`)}
        </span>
      ))}
    </>
  );
}

/** What else sets the user apart: it is you, a password change is due, no ads. */
export function StateBadges({ user, self }: { user: ManagedUserView; self: boolean }) {
  const { t } = useUsersText();
  // The moment the badge was first drawn: a list is not redrawn when an ad-free day ends under it.
  const [now] = useState(() => Date.now());
  const adFree = isAdFreeAt(user, now);
  return (
    <>
      {self ? <span className="users-badge users-badge--you">{t('badges.you')}</span> : null}
      {user.forcePasswordReset ? (
        <span className="users-badge users-badge--warning">
          <KeyIcon width={14} height={14} />
          {t('badges.forcedPasswordChange')}
        </span>
      ) : null}
      {adFree ? (
        <span className="users-badge users-badge--adfree">
          <GiftIcon width={14} height={14} />
          {t('badges.adFree')}
        </span>
      ) : null}
    </>
  );
}

/** The first letter of the name in a circle: a face for the row, hidden from screen readers. */
export function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
  return (
    <span className={`users-avatar${large ? ' users-avatar--large' : ''}`} aria-hidden="true">
      {letter}
    </span>
  );
}
