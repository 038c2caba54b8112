import { useTranslation } from 'react-i18next';
import type { VerticalPosition } from '../../../../../contracts/game.codec';
import { VERTICAL_POSITIONS } from '../model/game-preferences';

interface PositionPickerProps {
  value: VerticalPosition;
  onChange: (position: VerticalPosition) => void;
}

/** Where the board sits on a tall screen: nearer the thumb (bottom) or the eyes (top). */
export function PositionPicker({ value, onChange }: PositionPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="position-picker">
      <legend className="position-picker__legend">{t('game.settings.position')}</legend>
      <p className="position-picker__hint">{t('game.settings.positionHint')}</p>
      <div className="position-picker__options">
        {VERTICAL_POSITIONS.map((position) => (
          <label key={position} className="position-picker__option">
            <input
              type="radio"
              name="vertical-position"
              value={position}
              checked={value === position}
              onChange={() => onChange(position)}
            />
            <span className={`position-picker__art position-picker__art--${position}`} aria-hidden="true">
              <span />
            </span>
            {t(`game.settings.${position}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
