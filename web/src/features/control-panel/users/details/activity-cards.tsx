import type { UserDetailsAnswer } from '../../../../../../contracts/manage-users.codec';
import { UsersIcon } from '../../../../components/ui/icons';
import { useUsersText } from '../i18n/texts';
import { formatMoment } from '../model/format';
import { NoneYet, Section } from './section';

/** The groups the user belongs to, with the ones they own marked in words. */
export function GroupsCard({ groups }: { groups: UserDetailsAnswer['groups'] }) {
  const { t } = useUsersText();
  return (
    <Section title={t('groups.title')}>
      {groups.length === 0 ? (
        <NoneYet>{t('groups.none')}</NoneYet>
      ) : (
        <ul className="users-lines">
          {groups.map((group) => (
            <li key={group.id} className="users-line">
              <span className="users-line__main">
                <UsersIcon width={16} height={16} className="users-line__icon" />
                {group.name}
              </span>
              <span className="users-line__side">
                {group.isOwner ? (
                  <span className="users-badge users-badge--gameManager">{t('groups.owner')}</span>
                ) : null}
                {t('groups.members', { count: group.members })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Sign-ins, newest first: when each began and whether it is still valid. */
export function SessionsCard({ sessions }: { sessions: UserDetailsAnswer['sessions'] }) {
  const { t, language } = useUsersText();
  const active = sessions.filter((session) => session.active).length;
  return (
    <Section
      title={t('sessions.title')}
      aside={
        active > 0 ? <span className="badge">{t('sessions.activeCount', { count: active })}</span> : undefined
      }
    >
      {sessions.length === 0 ? (
        <NoneYet>{t('sessions.none')}</NoneYet>
      ) : (
        <ul className="users-lines">
          {sessions.map((session) => (
            <li key={session.id} className="users-line">
              <span className="users-line__main">
                {t('sessions.started', { time: formatMoment(session.startedAt, language) })}
              </span>
              <span className={`users-state users-state--${session.active ? 'on' : 'off'}`}>
                <span className="users-state__dot" aria-hidden="true" />
                {t(session.active ? 'sessions.active' : 'sessions.ended')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The user's password requests: open ones first as the server lists them, handled ones with their time. */
export function ResetRequestsCard({ requests }: { requests: UserDetailsAnswer['resetRequests'] }) {
  const { t, language } = useUsersText();
  return (
    <Section title={t('requests.title')}>
      {requests.length === 0 ? (
        <NoneYet>{t('requests.noneInDetails')}</NoneYet>
      ) : (
        <ul className="users-lines">
          {requests.map((request) => (
            <li key={request.id} className="users-line">
              <span className="users-line__main">
                {t('requests.requested', { time: formatMoment(request.createdAt, language) })}
              </span>
              {request.resolvedAt === null ? (
                <span className="users-badge users-badge--warning">{t('requests.open')}</span>
              ) : (
                <span className="users-line__side">
                  {t('requests.resolved', { time: formatMoment(request.resolvedAt, language) })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
