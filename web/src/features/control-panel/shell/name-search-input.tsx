interface NameSearchInputProps {
  /** The input's id; its hint is `${id}-hint`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes beside the form's `field__input`. */
  className?: string;
  enterKeyHint?: 'search';
}

/**
 * The search box for a player's name, in the users and the scores tabs: no autofill, capitals or spelling
 * fixes, which would change the name searched for.
 */
export function NameSearchInput({ id, value, onChange, className, enterKeyHint }: NameSearchInputProps) {
  return (
    <input
      id={id}
      type="search"
      className={className === undefined ? 'field__input' : `field__input ${className}`}
      value={value}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      enterKeyHint={enterKeyHint}
      aria-describedby={`${id}-hint`}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
