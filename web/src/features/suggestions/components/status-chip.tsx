import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionStatus } from '../../../../../contracts/social.codec';
import type { IconProps } from '../../../components/ui/icon-base';
import { CheckIcon, ClockIcon, CrossIcon, PlayIcon } from '../../../components/ui/icons';

const ICONS: Record<SuggestionStatus, ComponentType<IconProps>> = {
  pending: ClockIcon,
  approved: CheckIcon,
  modified: CheckIcon,
  declined: CrossIcon,
  used: PlayIcon,
};

/** A suggestion's review state: an icon and a word, the colour only repeating what they say. */
export function StatusChip({ status }: { status: SuggestionStatus }) {
  const { t } = useTranslation();
  const Icon = ICONS[status];
  return (
    <span className={`status-chip status-chip--${status}`}>
      <Icon width={14} height={14} />
      {t(`social.suggestions.status.${status}`)}
    </span>
  );
}
