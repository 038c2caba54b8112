import { useCallback } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../../../domain/constants/messages.constants';
import { codeOf } from '../../shell/error-text-key';
import { errorTextHook } from '../../shell/use-error-text';
import { fi } from '../i18n/fi';
import { useMessagesText } from '../i18n/texts';
import { isMessagesErrorCode, type MessagesErrorCode, type MessagesErrorFallback } from '../model/error-key';
import type { MessageProblem } from '../model/message-form';

const useTabErrorText = errorTextHook<MessagesErrorCode, MessagesErrorFallback>(
  useMessagesText,
  isMessagesErrorCode,
);

const isRuleCode = (code: string): code is MessageProblem => Object.hasOwn(fi.problems, code);

/**
 * A failed call in the editor's language: a rule of the message (the server checks the same ones as the
 * form) in the form's words, else the code's own text or the action's fallback.
 */
export function useErrorText(): (error: unknown, fallback: MessagesErrorFallback) => string {
  const { t } = useMessagesText();
  const tabText = useTabErrorText();
  return useCallback(
    (error, fallback) => {
      const code = codeOf(error);
      return isRuleCode(code) ? t(`problems.${code}`, { max: MESSAGE_MAX_LENGTH }) : tabText(error, fallback);
    },
    [t, tabText],
  );
}
