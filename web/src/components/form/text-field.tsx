import { useId, useState, type HTMLInputAutoCompleteAttribute } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../ui/account-icons';
import './form.css';

interface TextFieldProps {
  /** The form control's name; the domain's failures name their field the same way. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'email';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
}

/** A labelled input with its hint and its error, both tied to it for screen readers. */
export function TextField(props: TextFieldProps) {
  const { name, label, value, onChange, onBlur, type = 'text', autoComplete, hint, error, disabled } = props;
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={name}
          className="field__input"
          type={isPassword && revealed ? 'text' : type}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize={type === 'text' ? 'none' : undefined}
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        {isPassword ? (
          <button
            type="button"
            className="field__reveal"
            // A toggle: the label stays, aria-pressed tells whether the password shows (no double news).
            aria-label={t('common.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
