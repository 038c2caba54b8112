import { FIRST_PAGE } from '../../../../../domain/constants/page-sizes.constants';

/** A page number from the address: a whole number from 1 up, anything else is the first page. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return FIRST_PAGE;
  return Math.max(FIRST_PAGE, Number(raw));
}
