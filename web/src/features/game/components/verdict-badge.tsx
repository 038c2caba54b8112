import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '../../../components/ui/icon-base';
import { CrossIcon } from '../../../components/ui/icons';
import type { Numbered, Verdict } from '../model/board-feedback';
import { NearIcon } from './game-icons';

const LOOK: Record<Verdict, { className: string; Icon: (props: IconProps) => ReactNode }> = {
  oneAway: { className: 'verdict-badge--one-away', Icon: NearIcon },
  miss: { className: 'verdict-badge--miss', Icon: CrossIcon },
};

/**
 * A wrong guess at a glance, over the top of the grid for a moment: "One away!" in the sun's yellow with
 * a target, a plain miss in red with a cross. The toast's live region reads the same answer out (with its
 * cost), so the badge is hidden from screen readers and never said twice. A new answer gives a new badge.
 */
export function VerdictBadge({ verdict }: { verdict: Numbered<Verdict> | null }) {
  const { t } = useTranslation();
  if (verdict === null) return null;
  const { className, Icon } = LOOK[verdict.value];
  return (
    <p
      key={verdict.id}
      className={`verdict-badge ${className}`}
      aria-hidden="true"
      data-verdict={verdict.value}
    >
      <Icon width={16} height={16} />
      {t(`game.feedback.badge.${verdict.value}`)}
    </p>
  );
}
