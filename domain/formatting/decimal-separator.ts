/** The decimal separator of a locale as Intl writes it: ',' for Finnish, '.' for English. */
export const decimalSeparatorOf = (locale: string): string =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
