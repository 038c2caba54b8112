import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import type { PuzzleWarning } from '../../../../../../domain/puzzles/puzzle-warnings';
import { problemText, warningText } from './problem-text';

interface EditorFieldProps {
  /** The domain's field path (`categories.2.words.1`): problems and warnings are matched by it. */
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems?: readonly PuzzleProblem[];
  warnings?: readonly PuzzleWarning[];
  disabled?: boolean;
  hint?: string;
  className?: string;
}

/**
 * A text input of the editor with its problem (an error, tied to it with aria-invalid and
 * aria-describedby, marked with "!" and not only red) and its warnings (things to think twice about).
 */
export function EditorField(props: EditorFieldProps) {
  const { field, label, value, onChange, problems = [], warnings = [], disabled, hint, className } = props;
  const { t, i18n } = useTranslation();
  const id = useId();
  const problem = problems[0];
  const described = [
    hint ? `${id}-hint` : null,
    problem ? `${id}-error` : null,
    warnings.length ? `${id}-warn` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${problem ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        name={field}
        className="field__input"
        value={value}
        disabled={disabled}
        autoComplete="off"
        spellCheck
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {problem ? problemText(t, problem) : null}
      </p>
      {warnings.length > 0 ? (
        <ul id={`${id}-warn`} className="cp-warnings">
          {warnings.map((warning, i) => (
            <li key={i} className="cp-warning">
              {warningText(t, warning, i18n.language)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
