import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { FormAlert } from '../../../components/form/form-alert';
import { useSubmission } from '../../../components/form/use-submission';
import { useGroupsApi } from '../hooks/use-groups-api';

/** On a group's page I do not belong to: join it with the code of its address. */
export function GroupJoinBanner({ group, onJoined }: { group: GroupView; onJoined: () => void }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const { submitting, failure, run } = useSubmission('groups.errors.joinFailed', 'Group action failed');
  const code = group.groupCode;
  return (
    <div className="group-preview">
      <p>{t('groups.scoreboard.notMember')}</p>
      <FormAlert message={failure} />
      {code ? (
        <button
          type="button"
          className="button button--primary"
          disabled={submitting}
          onClick={() => void run(() => api.join(group.id, code)).then((ok) => ok && onJoined())}
        >
          {submitting ? t('groups.join.joining') : t('groups.join.join', { name: group.name })}
        </button>
      ) : null}
    </div>
  );
}
