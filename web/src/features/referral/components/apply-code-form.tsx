import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateReferralCode } from '../../../../../domain/validation/referral-code';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useSubmission } from '../../../components/form/use-submission';
import { useSocialApi } from '../../../lib/use-social-api';
import { failureText } from '../../../lib/error-text';

/** A friend's code typed in (letters and digits only, the domain's rule); the server's refusal shown as it says. */
export function ApplyCodeForm({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation();
  const social = useSocialApi();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const { submitting, failure, run } = useSubmission('social.errors.referralFailed');
  const [applied, setApplied] = useState<string | null>(null);
  const valid = validateReferralCode(code);
  const fieldError = touched && E.isLeft(valid) ? failureText(t, valid.left) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (E.isLeft(valid) || valid.right === undefined) return;
    const referralCode = valid.right;
    setApplied(null);
    await run(async () => {
      const answer = await social.applyReferralCode(referralCode);
      setApplied(t('social.referral.apply.success', { referrer: answer.referrer }));
      setCode('');
      setTouched(false);
      onApplied();
    });
  }

  return (
    <section className="card card--stack social-card" aria-labelledby="apply-title">
      <h2 id="apply-title" className="card__title">
        {t('social.referral.apply.title')}
      </h2>
      <p className="social-card__text">{t('social.referral.apply.body')}</p>
      <form className="form apply-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="referralCode"
          label={t('social.referral.apply.field')}
          hint={t('social.referral.apply.hint')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setTouched(true);
          }}
          autoComplete="off"
          error={fieldError}
        />
        <FormAlert message={failure ?? applied} tone={failure === null ? 'success' : 'error'} />
        <div className="form__actions form__actions--row">
          <button
            type="submit"
            className="button button--primary"
            disabled={submitting || code.trim() === ''}
          >
            {submitting ? t('social.referral.apply.submitting') : t('social.referral.apply.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
