import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import { problemText } from './problem-text';

interface ColorFieldProps {
  field: string;
  value: string;
  /** The position's default colour, one press away. */
  fallback: string;
  problems?: readonly PuzzleProblem[];
  onChange: (value: string) => void;
}

/** The category's colour: the browser's colour picker, its code in words, and a way back to the default. */
export function ColorField({ field, value, fallback, problems = [], onChange }: ColorFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const problem = problems[0];
  return (
    <div className={`field cp-color${problem ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {t('controlPanel.games.fields.color')}
      </label>
      <div className="cp-color__row">
        <input
          id={id}
          name={field}
          type="color"
          className="cp-color__input"
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : fallback}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-code${problem ? ` ${id}-error` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <span id={`${id}-code`} className="cp-color__code">
          {value}
        </span>
        {value.toLowerCase() !== fallback.toLowerCase() ? (
          <button type="button" className="link-button" onClick={() => onChange(fallback)}>
            {t('controlPanel.games.editor.defaultColor')}
          </button>
        ) : null}
      </div>
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {problem ? problemText(t, problem) : null}
      </p>
    </div>
  );
}
