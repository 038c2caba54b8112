import { fi } from '../i18n/fi';

// Which of the tab's error texts may answer a server's code (the rest are the actions' own words).

/** The action's own words when the code has none of its own. */
export type UsersErrorFallback =
  | 'listFailed'
  | 'searchFailed'
  | 'detailsFailed'
  | 'requestsFailed'
  | 'attemptsFailed'
  | 'adFreeFailed'
  | 'saveFailed'
  | 'deleteFailed'
  | 'actionFailed';
export type UsersErrorCode = Exclude<keyof typeof fi.errors, UsersErrorFallback>;

const FALLBACKS: ReadonlySet<string> = new Set<UsersErrorFallback>([
  'listFailed',
  'searchFailed',
  'detailsFailed',
  'requestsFailed',
  'attemptsFailed',
  'adFreeFailed',
  'saveFailed',
  'deleteFailed',
  'actionFailed',
]);

/** Codes with a text of the tab's own; the fallbacks are texts too but never a server's code. */
export const isUsersErrorCode = (code: string): code is UsersErrorCode =>
  Object.hasOwn(fi.errors, code) && !FALLBACKS.has(code);
