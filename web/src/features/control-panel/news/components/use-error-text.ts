import { errorTextHook } from '../../shell/use-error-text';
import { useNewsText } from '../i18n/texts';
import { isNewsErrorCode, type NewsErrorCode, type NewsErrorFallback } from '../model/error-key';

/** A failed call in the editor's language: the code's own text, or the action's fallback. */
export const useErrorText = errorTextHook<NewsErrorCode, NewsErrorFallback>(useNewsText, isNewsErrorCode);
