import { useId } from 'react';

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string | null) => void;
  /** A button beside the field that empties it; left out when the field always has a date. */
  clearLabel?: string;
}

/** A calendar day picked with the device's own date picker; an emptied field reads as no date. */
export function DateField({ label, value, onChange, clearLabel }: DateFieldProps) {
  const id = useId();
  return (
    <div className="field cp-stats-date">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="cp-stats-date__row">
        <input
          id={id}
          type="date"
          className="field__input cp-stats-date__input"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
        {clearLabel !== undefined && value !== null ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(null)}
          >
            {clearLabel}
          </button>
        ) : null}
      </div>
    </div>
  );
}
