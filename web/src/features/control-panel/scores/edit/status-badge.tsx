import { AlertCircleIcon } from '../../../../components/ui/account-icons';
import { CheckIcon, CrossIcon, FlagIcon } from '../../../../components/ui/icons';
import { useScoresText } from '../i18n/texts';
import { isCorrectableStatus } from '../model/score-form';

const ICONS = { won: CheckIcon, lost: CrossIcon, forfeit: FlagIcon, cheater: AlertCircleIcon } as const;

/** A game's outcome as a word with its own icon (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useScoresText();
  if (!isCorrectableStatus(status)) return <span className="cp-status">{status}</span>;
  const Icon = ICONS[status];
  return (
    <span className={`cp-status cp-status--${status}`}>
      <Icon width={14} height={14} />
      {t(`statuses.${status}`)}
    </span>
  );
}
