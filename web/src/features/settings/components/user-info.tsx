import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '../../../../../contracts/auth.codec';
import { formatDate } from '../../../lib/format-date';
import { EmailState } from './email-state';

/** What the account holds: username, e-mail (and whether it is verified), join date, games played. */
export function UserInfo({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('settings.info.username'), user.username],
    [t('settings.info.email'), <EmailState key="email" user={user} />],
    [t('settings.info.joined'), formatDate(user.createdAt, i18n.language) ?? '–'],
    [t('settings.info.gamesPlayed'), user.gamesPlayed],
  ];
  return (
    <dl className="user-info">
      {rows.map(([term, detail]) => (
        <div key={term} className="user-info__row">
          <dt>{term}</dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
