import { useId } from 'react';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../../../../../../domain/constants/limits.constants';

interface RatingFieldProps {
  legend: string;
  value: number;
  /** The words for each value, 1 to 5: the number alone says little. */
  describe: (value: number) => string;
  onChange: (value: number) => void;
}

const VALUES = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, i) => REVIEW_RATING_MIN + i,
);

/** A 1-5 scale as radio buttons: arrow keys move along it, the chosen value's words show below. */
export function RatingField({ legend, value, describe, onChange }: RatingFieldProps) {
  const name = useId();
  return (
    <fieldset className="rating">
      <legend className="rating__legend">{legend}</legend>
      <div className="rating__scale">
        {VALUES.map((option) => (
          <label key={option} className="rating__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              aria-label={`${option} – ${describe(option)}`}
              onChange={() => onChange(option)}
            />
            <span aria-hidden="true">{option}</span>
          </label>
        ))}
      </div>
      <p className="rating__words" aria-hidden="true">
        {describe(value)}
      </p>
    </fieldset>
  );
}
