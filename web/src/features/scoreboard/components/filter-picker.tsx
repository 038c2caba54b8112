import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCOREBOARD_FILTERS, type ScoreboardFilter } from '../../../../../contracts/scoreboard.codec';

/** Everyone, my list or a group: one choice of three, as radio buttons drawn as a segmented control. */
export function FilterPicker({
  value,
  onChange,
}: {
  value: ScoreboardFilter;
  onChange: (filter: ScoreboardFilter) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="sb-filter">
      <legend className="visually-hidden">{t('scoreboard.filter.label')}</legend>
      {SCOREBOARD_FILTERS.map((filter) => (
        <label key={filter} className="sb-filter__option">
          <input
            type="radio"
            name={name}
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            className="sb-filter__input"
          />
          <span className="sb-filter__label">{t(`scoreboard.filter.${filter}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
