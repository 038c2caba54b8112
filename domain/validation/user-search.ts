import * as O from 'fp-ts/Option';
import { USER_SEARCH_MIN_LENGTH } from '../constants/limits.constants';
import { charLength } from './form';

/** The term to search for, or none, which means "clear the results" rather than an error. */
export const userSearchTerm = (raw: string): O.Option<string> => {
  const term = raw.trim();
  return charLength(term) >= USER_SEARCH_MIN_LENGTH ? O.some(term) : O.none;
};
