import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UsersIcon } from '../../../components/ui/icons';
import type { GroupView } from '../../../../../contracts/social.codec';
import { ButtonLink } from '../../../components/ui/button-link';
import { useSubmission } from '../../../components/form/use-submission';
import { useGroupsApi } from '../hooks/use-groups-api';
import { groupPath } from '../model/my-groups';
import { ConfirmButton } from './confirm-button';
import { GroupMembers } from './group-members';

/** One of my groups: its code and members, the way to its scoreboard, and leave (member) or delete (owner). */
export function GroupCard({ group, onChanged }: { group: GroupView; onChanged: () => void }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const membersId = useId();
  const [showMembers, setShowMembers] = useState(false);
  const action = useSubmission('groups.errors.actionFailed', 'Group action failed');

  const finish = (ok: boolean) => {
    if (ok) onChanged();
  };

  return (
    <li className="card group-card">
      <div className="group-card__head">
        <h3 className="group-card__name">{group.name}</h3>
        {group.isOwner ? <span className="badge">{t('groups.ownerBadge')}</span> : null}
      </div>
      <p className="group-card__meta">
        <span>
          {group.groupCode ? (
            <>
              {t('groups.codeLabel')} <code className="group-code">{group.groupCode}</code>
            </>
          ) : (
            t('groups.noCode')
          )}
        </span>
        <span>
          <UsersIcon width={16} height={16} className="group-card__meta-icon" />
          {t('groups.memberCount', { count: group.memberCount })}
        </span>
        {group.isOwner ? null : <span>{t('groups.ownedBy', { username: group.ownerUsername })}</span>}
      </p>
      <div className="group-card__actions">
        <ButtonLink to={groupPath(group)}>{t('groups.openScoreboard')}</ButtonLink>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={showMembers}
          aria-controls={membersId}
          onClick={() => setShowMembers((shown) => !shown)}
        >
          {showMembers ? t('groups.hideMembers') : t('groups.showMembers')}
        </button>
        {/* The server deletes a group by its code; every new group has one (older code-less ones stay). */}
        {group.isOwner && group.groupCode ? (
          <ConfirmButton
            label={t('groups.delete')}
            question={t('groups.deleteQuestion', { name: group.name })}
            confirmLabel={t('groups.deleteConfirm')}
            busy={action.submitting}
            onConfirm={() => void action.run(() => api.remove(group.groupCode ?? '')).then(finish)}
          />
        ) : group.isOwner ? null : (
          <ConfirmButton
            label={t('groups.leave')}
            question={t('groups.leaveQuestion', { name: group.name })}
            confirmLabel={t('groups.leaveConfirm')}
            busy={action.submitting}
            onConfirm={() => void action.run(() => api.leave(group.id)).then(finish)}
          />
        )}
      </div>
      {action.failure ? (
        <p className="sb-note sb-note--error" role="alert">
          {action.failure}
        </p>
      ) : null}
      {showMembers ? <GroupMembers id={membersId} group={group} onChanged={onChanged} /> : null}
    </li>
  );
}
