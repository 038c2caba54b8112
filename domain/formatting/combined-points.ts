import { formatFixedDecimals } from './fixed-decimals';

/**
 * Combined ("hardcore") points in thousands with two decimals: 12345 -> '12.35k' (player spec 3). Given a
 * locale, the decimals are written its way: Finnish '12,35k'.
 */
export const formatCombinedPoints = (value: unknown, locale?: string): string => {
  const points = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  return `${formatFixedDecimals(points / 1000, 2, locale)}k`;
};
