/**
 * Combined ("hardcore") points in thousands with two decimals: 12345 -> '12.35k' (player spec 3). Finnish
 * writes the decimals after a comma ('12,35k'): the caller passes its language's separator.
 */
export const formatCombinedPoints = (value: unknown, decimalSeparator = '.'): string => {
  const points = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  return `${(points / 1000).toFixed(2).replace('.', decimalSeparator)}k`;
};
