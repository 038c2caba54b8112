import { errorTextHook } from '../../shell/use-error-text';
import { useUsersText } from '../i18n/texts';
import { isUsersErrorCode, type UsersErrorCode, type UsersErrorFallback } from '../model/error-key';

/** A failed call in the admin's language: the code's own text, or the action's fallback. */
export const useErrorText = errorTextHook<UsersErrorCode, UsersErrorFallback>(useUsersText, isUsersErrorCode);
