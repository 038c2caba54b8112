import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useSubmission } from '../../../components/form/use-submission';
import { useTranslation } from 'react-i18next';
import { validateLogin } from '../../../../../domain/validation/sign-in';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { useSession } from '../hooks/use-session';

interface LoginFormProps {
  /** The account exists but its e-mail is unverified: the registration pending view takes over. */
  onVerificationRequired: (email: string) => void;
  /** Opens the forgot-password form with what was typed as the username. */
  onForgotPassword: (usernameOrEmail: string) => void;
}

export function LoginForm({ onVerificationRequired, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation();
  const { login } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { submitting, failure, run } = useSubmission('loginFailed');
  const valid = validateLogin({ username, password });
  const fields = useFieldErrors(E.isLeft(valid) ? [valid.left] : []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.validate(event.currentTarget) || E.isLeft(valid)) return;
    await run(async () => {
      const outcome = await login(valid.right);
      if (outcome.kind === 'verificationRequired') onVerificationRequired(outcome.email);
    });
  }

  // The page itself carries this form before the app runs (web/prerender): sent then, it is posted, so a
  // password never ends up in an address, a history or a server log.
  return (
    <form className="form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        name="username"
        label={t('auth.login.username')}
        value={username}
        onChange={setUsername}
        onBlur={() => fields.touch('username')}
        autoComplete="username"
        error={fields.errorOf('username') ? t('errors.emptyUsername') : null}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.login.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <FormAlert message={failure} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </button>
        <button type="button" className="link-button" onClick={() => onForgotPassword(username.trim())}>
          {t('auth.login.forgot')}
        </button>
      </div>
    </form>
  );
}
