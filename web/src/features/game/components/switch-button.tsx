import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchIcon } from '../../../components/ui/icons';
import { SWITCH_PENALTY } from '../../../../../domain/constants/scoring.constants';
import { formatPoints } from '../model/game-numbers';

interface SwitchButtonProps {
  ref?: Ref<HTMLButtonElement>;
  /** Shown to people from 1; the server's `rowIndex` is this minus one. */
  rowNumber: number;
  armed: boolean;
  /** Every switch of the game is spent. */
  disabled: boolean;
  /** Roving focus: only the grid's active cell is in the tab order (none in a picture of the grid). */
  active?: boolean;
  /** A move is on its way: the press waits, but the button keeps the focus (a disabled one would drop it). */
  busy?: boolean;
  onPress: () => void;
  onFocus?: () => void;
  /** Its name for the board's animations (a shuffle moves it with its row); none in a picture of the grid. */
  flipKey?: string;
}

/**
 * A switch costs 1,000 points, so it takes two presses: the first arms the button (it now asks "Sure?"),
 * the second switches. The name starts with what the button shows, so a voice command that reads the
 * button ("−1 000" in Finnish, "−1,000" in English, "Sure?") reaches it, and goes on to say what it does.
 */
export function SwitchButton(props: SwitchButtonProps) {
  const { ref, rowNumber, armed, disabled, active = false, busy = false, onPress, onFocus, flipKey } = props;
  const { t, i18n } = useTranslation();
  // The game's number format, like every figure on the board: the cost is never a bare "1000".
  const cost = formatPoints(SWITCH_PENALTY, i18n.language);
  const shown = armed ? t('game.switch.confirmShort') : t('game.switch.cost', { cost });
  const label = armed
    ? t('game.switch.confirm', { shown, row: rowNumber, cost })
    : t('game.switch.label', { shown, row: rowNumber, cost });
  return (
    <button
      ref={ref}
      type="button"
      className={`switch-button${armed ? ' switch-button--armed' : ''}`}
      data-flip={flipKey}
      aria-label={label}
      title={label}
      disabled={disabled}
      aria-disabled={busy || undefined}
      tabIndex={active ? 0 : -1}
      onClick={() => {
        if (!busy) onPress();
      }}
      onFocus={onFocus}
    >
      <SwitchIcon width={18} height={18} />
      <span className="switch-button__cost" aria-hidden="true">
        {shown}
      </span>
    </button>
  );
}
