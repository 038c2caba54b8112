// Figures the spec writes with a fixed number of decimals ('12.35k', difficulty '6.0'), in the reader's own
// way: Finnish puts a comma before the decimals. No grouping, as the spec's forms have none.

const formats = new Map<string, Intl.NumberFormat>();

/** `value` with exactly `digits` decimals as `locale` writes them; English ('12.35') unless told. */
export const formatFixedDecimals = (value: number, digits: number, locale = 'en'): string => {
  const key = `${locale}|${digits}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    formats.set(key, format);
  }
  return format.format(value);
};
