import { hasTextIn } from '../../shell/error-text-key';
import { errorTextHook } from '../../shell/use-error-text';
import { fi } from '../i18n/fi';
import { useCategoriesText } from '../i18n/texts';

/** Any of the tab's `errors` texts may answer a server's code. */
const isTabCode = hasTextIn(fi.errors);

/** A failed call in the editor's language (see shell/error-text-key.ts for which text wins). */
export const useErrorText = errorTextHook(useCategoriesText, isTabCode);
