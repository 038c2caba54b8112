import type { NewsProblem } from '../../domain/news/news-item';
import { appError } from '../errors/app-error';

// The expected failures of news and polls (DESIGN 11); statuses in the HTTP code table.
export const newsNotFound = () => appError('NEWS_NOT_FOUND', 'News item not found');
export const pollNotFound = () => appError('POLL_NOT_FOUND', 'Poll not found');
export const newsInvalid = (problems: readonly NewsProblem[]) =>
  appError('NEWS_INVALID', `${problems[0]?.field}: ${problems[0]?.message}`, { problems });
export const pollAlreadyResponded = () =>
  appError('POLL_ALREADY_RESPONDED', 'You have already responded to this poll');
export const guestLoginRequired = () => appError('GUEST_LOGIN_REQUIRED', 'Sign in to respond to polls');
export const pollTypeLocked = (field: string) =>
  appError('POLL_TYPE_LOCKED', 'A poll that has responses keeps its type', { field });
