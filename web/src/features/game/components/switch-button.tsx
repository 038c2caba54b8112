import { useTranslation } from 'react-i18next';
import { SwitchIcon } from '../../../components/ui/icons';
import { SWITCH_PENALTY } from '../../../../../domain/constants/scoring.constants';

interface SwitchButtonProps {
  /** Shown to people from 1; the server's `rowIndex` is this minus one. */
  rowNumber: number;
  armed: boolean;
  disabled: boolean;
  onPress: () => void;
}

/**
 * A switch costs 1000 points, so it takes two presses: the first arms the button (its label now asks to
 * confirm the cost), the second switches. The price is in the label the whole time.
 */
export function SwitchButton({ rowNumber, armed, disabled, onPress }: SwitchButtonProps) {
  const { t, i18n } = useTranslation();
  const cost = new Intl.NumberFormat(i18n.language).format(SWITCH_PENALTY);
  const label = armed
    ? t('game.switch.confirm', { row: rowNumber, cost })
    : t('game.switch.label', { row: rowNumber, cost });
  return (
    <button
      type="button"
      className={`switch-button${armed ? ' switch-button--armed' : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onPress}
    >
      <SwitchIcon width={18} height={18} />
      <span className="switch-button__cost" aria-hidden="true">
        {armed ? t('game.switch.confirmShort') : t('game.switch.cost', { cost: SWITCH_PENALTY })}
      </span>
    </button>
  );
}
