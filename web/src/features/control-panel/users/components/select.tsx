import type { SelectHTMLAttributes } from 'react';

/** A select that looks like the app's fields, with a chevron in the text's colour (light and dark). */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <span className="users-select-wrap">
      <select className={`field__input users-select${className ? ` ${className}` : ''}`} {...props} />
    </span>
  );
}
