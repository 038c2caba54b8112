import { AlertCircleIcon } from '../../../../components/ui/account-icons';
import { CheckIcon, ClockIcon, CrossIcon, FlagIcon } from '../../../../components/ui/icons';
import { useUsersText } from '../i18n/texts';
import { isCorrectableStatus } from '../model/score-edit';

const ICONS = { won: CheckIcon, lost: CrossIcon, forfeit: FlagIcon, cheater: AlertCircleIcon } as const;

/** A game's outcome in words with its icon (the colour only helps the eye). */
export function ScoreStatus({ status }: { status: string }) {
  const { t } = useUsersText();
  if (status === 'playing')
    return (
      <span className="users-badge users-badge--other">
        <ClockIcon width={14} height={14} />
        {t('recent.statuses.playing')}
      </span>
    );
  if (!isCorrectableStatus(status))
    return <span className="users-badge users-badge--other">{t('recent.statuses.other', { status })}</span>;
  const Icon = ICONS[status];
  return (
    <span className={`users-badge users-badge--${status}`}>
      <Icon width={14} height={14} />
      {t(`recent.statuses.${status}`)}
    </span>
  );
}
