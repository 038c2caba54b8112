import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_KEYS, type SortKey } from '../../../../../contracts/scoreboard.codec';
import type { Sorting } from '../model/sorting';

/** The sort as a select and an order toggle: on a phone most column headers are off screen. */
export function SortPicker({
  sorting,
  onChange,
}: {
  sorting: Sorting;
  onChange: (sorting: Sorting) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const descending = sorting.sortOrder === 'desc';
  return (
    <div className="sort-picker">
      <label htmlFor={id} className="sort-picker__label">
        {t('scoreboard.sort.label')}
      </label>
      <select
        id={id}
        className="sb-select"
        value={sorting.sortBy}
        onChange={(event) => onChange({ ...sorting, sortBy: event.target.value as SortKey })}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`scoreboard.columns.${key}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary sort-picker__order"
        onClick={() => onChange({ ...sorting, sortOrder: descending ? 'asc' : 'desc' })}
      >
        {t(`scoreboard.sort.${sorting.sortBy === 'lastPlayed' ? 'date' : 'value'}.${sorting.sortOrder}`)}
      </button>
    </div>
  );
}
