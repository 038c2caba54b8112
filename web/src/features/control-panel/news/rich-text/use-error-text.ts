import { errorTextHook } from '../../shell/use-error-text';
import { fi } from './i18n/fi';
import { useRichTextText } from './i18n/texts';

type UploadErrorCode = Exclude<keyof typeof fi.errors, 'uploadFailed'>;
const isUploadErrorCode = (code: string): code is UploadErrorCode =>
  Object.hasOwn(fi.errors, code) && code !== 'uploadFailed';

/** A failed upload in the editor's language (see shell/error-text-key.ts for which text wins). */
export const useErrorText = errorTextHook<UploadErrorCode, 'uploadFailed'>(
  useRichTextText,
  isUploadErrorCode,
);
