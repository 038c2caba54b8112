import { errorTextHook } from '../../shell/use-error-text';
import { useManagementText } from '../i18n/texts';
import {
  isManagementErrorCode,
  type ManagementErrorCode,
  type ManagementErrorFallback,
} from '../model/error-key';

/** A failed call in the admin's language: the server's code in the tab's words, else the action's fallback. */
export const useErrorText = errorTextHook<ManagementErrorCode, ManagementErrorFallback>(
  useManagementText,
  isManagementErrorCode,
);
