import { isApiError } from './errors';

const NOT_FOUND = 404;

/** A 404 is an answer ("there is none"), not a failure: the value becomes null. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === NOT_FOUND) return null;
    throw error;
  }
}

/** A game date as a path segment. Dates are checked before they get here; encoding keeps a bad one inert. */
export const pathDate = (date: string): string => encodeURIComponent(date);
