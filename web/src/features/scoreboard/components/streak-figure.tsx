import type { CSSProperties } from 'react';
import { streakTier } from '../../../../../domain/standings/streak-tier';
import { STREAK_TIER_TOP } from '../../../../../domain/constants/standings.constants';
import { FlameIcon } from './scoreboard-icons';
import './standings.css';

/** How strongly a tier's badge is tinted: 5 lightly, 50 deeply, 100 has a style of its own. */
const tint = (tier: number) => ({ '--streak-tint': `${Math.min(85, 25 + tier * 1.2)}%` }) as CSSProperties;

/** A streak; from 5 on it wears the style of its tier (spec 9), with a flame so colour is not the only mark. */
export function StreakFigure({ value, format }: { value: number; format: (value: number) => string }) {
  const tier = streakTier(value);
  if (tier === null) return <>{format(value)}</>;
  const top = tier >= STREAK_TIER_TOP;
  return (
    <span
      className={`sb-streak${top ? ' sb-streak--top' : ''}`}
      data-tier={tier}
      style={top ? undefined : tint(tier)}
    >
      <FlameIcon width={14} height={14} />
      {format(value)}
    </span>
  );
}
