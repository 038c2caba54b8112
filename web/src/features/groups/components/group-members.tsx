import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { useRemote } from '../../../lib/use-remote';
import { useSession } from '../../auth/hooks/use-session';
import { PlayerName } from '../../scoreboard/components/player-name';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { UserSearch } from '../../scoreboard/components/user-search';
import { useFormats } from '../../scoreboard/hooks/use-formats';
import { useSubmission } from '../../../components/form/use-submission';
import { groupKey } from '../hooks/group-reads';
import { useGroupsApi } from '../hooks/use-groups-api';
import { AddMemberButton } from './add-member-button';
import { ConfirmButton } from './confirm-button';

/**
 * A group's members; its owner may remove them and add players found by name. `onChanged` reads every
 * group screen again, this list of members included.
 */
export function GroupMembers({
  group,
  id,
  onChanged,
}: {
  group: GroupView;
  id: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const api = useGroupsApi();
  const { user } = useSession();
  const members = useRemote([...groupKey(group.id), 'members'], (signal) => api.members(group.id, signal));
  const removal = useSubmission('groups.errors.actionFailed', 'Group action failed');
  const memberIds = new Set(members.remote.kind === 'ready' ? members.remote.value.map((m) => m.userId) : []);

  return (
    <div id={id} className="group-members">
      <h4 className="group-members__title">{t('groups.membersTitle')}</h4>
      <RemoteView remote={members.remote} failed={t('groups.membersFailed')} onRetry={members.reload}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('groups.noMembers')}</EmptyState>
          ) : (
            <ul className="sb-users">
              {list.map((member) => (
                <li key={member.userId} className="sb-users__item">
                  <span className="group-members__who">
                    <PlayerName username={member.username} isMe={member.userId === user?.id} />
                    <span className="group-members__since">
                      {member.isOwner
                        ? t('groups.ownerTag')
                        : t('groups.joined', { date: formats.shortDate(member.joinedAt) })}
                    </span>
                  </span>
                  {group.isOwner && !member.isOwner ? (
                    <ConfirmButton
                      label={t('groups.remove')}
                      question={t('groups.removeQuestion', { username: member.username })}
                      confirmLabel={t('groups.removeConfirm')}
                      busy={removal.submitting}
                      onConfirm={() =>
                        void removal
                          .run(() => api.removeMember(group.id, member.userId))
                          .then((ok) => ok && onChanged())
                      }
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
      {removal.failure ? (
        <p className="sb-note sb-note--error" role="alert">
          {removal.failure}
        </p>
      ) : null}
      {group.isOwner ? (
        <UserSearch
          label={t('groups.addLabel')}
          renderAction={(found) =>
            memberIds.has(found.userId) ? (
              <span className="group-members__since">{t('groups.alreadyMember')}</span>
            ) : (
              <AddMemberButton
                groupId={group.id}
                userId={found.userId}
                username={found.username}
                onAdded={onChanged}
              />
            )
          }
        />
      ) : null}
    </div>
  );
}
