import { useId } from 'react';
import { useCategoriesText } from '../i18n/texts';

/** The bank's search box: names and words, whatever the case or accents (the server matches so). */
export function BankSearch({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useCategoriesText();
  const id = useId();
  return (
    <div className="field bank-search" role="search">
      <label htmlFor={id} className="field__label">
        {t('bank.search')}
      </label>
      <div className="field__control bank-search__control">
        <input
          id={id}
          type="search"
          className="field__input"
          value={value}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        {busy ? <span className="spinner bank-search__spinner" aria-hidden="true" /> : null}
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {busy ? t('bank.searching') : t('bank.searchHint')}
      </p>
    </div>
  );
}
