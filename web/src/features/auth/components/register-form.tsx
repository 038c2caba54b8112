import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '../../../components/form/use-submission';
import { useTranslation } from 'react-i18next';
import { validateReferralCode } from '../../../../../domain/validation/referral-code';
import { registrationErrors, validateRegistration } from '../../../../../domain/validation/register';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { failureText } from '../../../lib/error-text';
import { forgetReferralCode, storedReferralCode } from '../../../lib/referral-code';
import { track } from '../../analytics/analytics';
import { useSession } from '../hooks/use-session';

type Field = 'username' | 'password' | 'confirmPassword' | 'email';
const EMPTY: Record<Field, string> = { username: '', password: '', confirmPassword: '', email: '' };

/** A stored invite code goes along only when it is a valid one. */
const inviteCode = () => {
  const code = validateReferralCode(storedReferralCode());
  return E.isRight(code) ? code.right : undefined;
};

export function RegisterForm({
  onVerificationRequired,
}: {
  onVerificationRequired: (email: string) => void;
}) {
  const { t } = useTranslation();
  const { register } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [referralCode] = useState(inviteCode);
  const { submitting, failure, run } = useSubmission('registrationFailed');
  const input = { ...values, referralCode };
  const fields = useFieldErrors(registrationErrors(input));

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => fields.touch(name),
    error: failureText(t, fields.errorOf(name)),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const registration = validateRegistration(input);
    if (!fields.validate(event.currentTarget) || E.isLeft(registration)) return;
    await run(async () => {
      const outcome = await register(registration.right);
      track('registration');
      forgetReferralCode();
      if (outcome.kind === 'verificationRequired') onVerificationRequired(outcome.email);
    });
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        {...field('username')}
        label={t('auth.register.username')}
        hint={t('auth.register.usernameHint')}
        autoComplete="username"
      />
      <TextField
        {...field('password')}
        type="password"
        label={t('auth.register.password')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
      />
      <TextField
        {...field('confirmPassword')}
        type="password"
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
      />
      <TextField
        {...field('email')}
        type="email"
        label={t('auth.register.email')}
        hint={t('auth.register.emailHint')}
        autoComplete="email"
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={submitting || values.username.trim() === ''}
        >
          {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </div>
    </form>
  );
}
