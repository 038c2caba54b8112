import { useCallback } from 'react';
import {
  EMAIL_RECIPIENTS_MAX,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_MESSAGE_MAX_LENGTH,
} from '../../../../../../domain/constants/email.constants';
import type { EmailRuleCode } from '../../../../../../domain/validation/email-job';
import { codeOf } from '../../shell/error-text-key';
import { errorTextHook } from '../../shell/use-error-text';
import { useEmailText, type EmailT } from '../i18n/texts';
import {
  isEmailErrorCode,
  isEmailRuleCode,
  type EmailErrorCode,
  type EmailErrorFallback,
} from '../model/error-key';

const useTabErrorText = errorTextHook<EmailErrorCode, EmailErrorFallback>(useEmailText, isEmailErrorCode);

const LIMITS: Partial<Record<EmailRuleCode, { max: number }>> = {
  EMAIL_SUBJECT_TOO_LONG: { max: EMAIL_SUBJECT_MAX_LENGTH },
  EMAIL_MESSAGE_TOO_LONG: { max: EMAIL_MESSAGE_MAX_LENGTH },
  EMAIL_RECIPIENTS_TOO_MANY: { max: EMAIL_RECIPIENTS_MAX },
};

/** A field rule of the mail in the admin's language, its limit filled in. */
export const ruleText = (t: EmailT, code: EmailRuleCode | undefined): string | null =>
  code === undefined ? null : t(`problems.${code}`, LIMITS[code] ?? {});

/** A failed call in the admin's language: a field rule as the form says it, else the tab's error texts. */
export function useErrorText(): (error: unknown, fallback: EmailErrorFallback) => string {
  const { t } = useEmailText();
  const tabText = useTabErrorText();
  return useCallback(
    (error, fallback) => {
      const code = codeOf(error);
      return isEmailRuleCode(code) ? (ruleText(t, code) ?? '') : tabText(error, fallback);
    },
    [t, tabText],
  );
}
