import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateForgotPassword } from '../../../../../domain/validation/sign-in';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { Modal } from '../../../components/ui/modal';
import { useApi } from '../../../lib/api-context';
import { failureText } from '../../../lib/error-text';

/** Username or e-mail in; the same success message whatever happens, so accounts cannot be probed. */
interface ForgotPasswordModalProps {
  initialValue?: string;
  onClose: () => void;
}

export function ForgotPasswordModal({ initialValue = '', onClose }: ForgotPasswordModalProps) {
  const { t } = useTranslation();
  const { auth } = useApi();
  const [value, setValue] = useState(initialValue);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const valid = validateForgotPassword(value);
  const fields = useFieldErrors(E.isLeft(valid) ? [valid.left] : []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    setState('sending');
    await auth.forgotPassword(valid.right);
    setState('sent');
  }

  const close = (
    <button type="button" className="button button--primary" onClick={onClose}>
      {t('common.close')}
    </button>
  );

  return (
    <Modal title={t('auth.forgot.title')} onClose={onClose} footer={state === 'sent' ? close : undefined}>
      {state === 'sent' ? (
        <FormAlert message={t('auth.forgot.success')} tone="success" />
      ) : (
        <form className="form" noValidate onSubmit={(event) => void submit(event)}>
          <p className="modal__intro">{t('auth.forgot.intro')}</p>
          <TextField
            name="usernameOrEmail"
            label={t('auth.forgot.field')}
            value={value}
            onChange={setValue}
            onBlur={() => fields.touch('usernameOrEmail')}
            autoComplete="username"
            error={failureText(t, fields.errorOf('usernameOrEmail'))}
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={state === 'sending'}>
              {state === 'sending' ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
