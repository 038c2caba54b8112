import { useMessagesText } from '../i18n/texts';

interface WindowFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

/** One end of the message's window: a date and time in the device's clock, cleared for no limit. */
export function WindowField({ id, label, value, error, onChange }: WindowFieldProps) {
  const { t } = useMessagesText();
  return (
    <div className={`field cp-msg-window${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="cp-msg-window__control">
        <input
          id={id}
          type="datetime-local"
          className="field__input cp-msg-window__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => onChange(event.target.value)}
        />
        {value === '' ? null : (
          <button
            type="button"
            className="button button--ghost button--small cp-msg-window__clear"
            aria-label={t('form.clearNamed', { field: label })}
            onClick={() => onChange('')}
          >
            {t('form.clear')}
          </button>
        )}
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
