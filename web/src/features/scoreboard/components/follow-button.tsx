import { useTranslation } from 'react-i18next';
import { CheckIcon, PlusIcon } from '../../../components/ui/icons';
import { useSubmission } from '../../../components/form/use-submission';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import './my-list.css';

interface FollowButtonProps {
  userId: string;
  username: string;
  following: boolean;
  /** In the list of followed players the button says plainly that it stops following. */
  plain?: boolean;
  /** After the change was saved: the lists that show it read again. */
  onChanged: () => void;
}

/** Follow or unfollow one player; the name is part of the button's label, so a list of them stays clear. */
export function FollowButton({ userId, username, following, plain = false, onChanged }: FollowButtonProps) {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const { submitting, failure, run } = useSubmission(
    () => t('scoreboard.follow.failed'),
    'Follow list not changed',
  );

  async function toggle() {
    if (await run(() => (following ? api.unfollow(userId) : api.follow(userId)))) onChanged();
  }

  return (
    <span className="sb-follow">
      {failure !== null ? (
        <span className="sb-follow__failed" role="alert">
          {failure}
        </span>
      ) : null}
      <button
        type="button"
        className={`button ${following ? 'button--secondary' : 'button--primary'} button--small`}
        disabled={submitting}
        aria-label={t(following ? 'scoreboard.follow.unfollowName' : 'scoreboard.follow.followName', {
          username,
        })}
        onClick={() => void toggle()}
      >
        {plain ? null : following ? (
          <CheckIcon width={16} height={16} />
        ) : (
          <PlusIcon width={16} height={16} />
        )}
        {following
          ? t(plain ? 'scoreboard.follow.stop' : 'scoreboard.follow.unfollow')
          : t('scoreboard.follow.follow')}
      </button>
    </span>
  );
}
