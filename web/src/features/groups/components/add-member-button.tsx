import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/ui/icons';
import { useSubmission } from '../../../components/form/use-submission';
import { useGroupsApi } from '../hooks/use-groups-api';

interface AddMemberButtonProps {
  groupId: string;
  userId: string;
  username: string;
  onAdded: () => void;
}

/** The owner adds a player found by name to the group. */
export function AddMemberButton({ groupId, userId, username, onAdded }: AddMemberButtonProps) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const { submitting, failure, run } = useSubmission('groups.errors.actionFailed', 'Group action failed');
  return (
    <span className="sb-follow">
      {failure ? (
        <span className="sb-follow__failed" role="alert">
          {failure}
        </span>
      ) : null}
      <button
        type="button"
        className="button button--primary button--small"
        disabled={submitting}
        aria-label={t('groups.addName', { username })}
        onClick={() => void run(() => api.addMember(groupId, userId)).then((ok) => ok && onAdded())}
      >
        <PlusIcon width={16} height={16} />
        {t('groups.add')}
      </button>
    </span>
  );
}
