import * as E from 'fp-ts/Either';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionAnswer } from '../../../../../contracts/social.codec';
import { SUGGESTION_TEXT_MAX_LENGTH } from '../../../../../domain/constants/limits.constants';
import { WORDS_PER_CATEGORY } from '../../../../../domain/constants/scoring.constants';
import {
  categorySuggestionErrors,
  validateCategorySuggestion,
} from '../../../../../domain/validation/category-suggestion';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldErrors } from '../../../components/form/use-field-errors';
import { useSubmission } from '../../../components/form/use-submission';
import { useSocialApi } from '../../../lib/use-social-api';
import { errorText } from '../../../lib/error-text';

const EMPTY = { name: '', words: Array.from({ length: WORDS_PER_CATEGORY }, () => ''), extraWord: '' };

/**
 * A new category (spec 5): name, three words and the extra word, each required and at most 25
 * characters by the domain's rule, shown per field; the button waits while the suggestion is sent.
 */
export function SuggestionForm({ onSent }: { onSent: (answer: SuggestionAnswer) => void }) {
  // Each sent suggestion starts a fresh form: empty values and no field marked as touched.
  const [round, setRound] = useState(0);
  return (
    <SuggestionFields
      key={round}
      onSent={(answer) => {
        onSent(answer);
        setRound((n) => n + 1);
      }}
    />
  );
}

function SuggestionFields({ onSent }: { onSent: (answer: SuggestionAnswer) => void }) {
  const { t } = useTranslation();
  const social = useSocialApi();
  const [values, setValues] = useState(EMPTY);
  const { submitting, failure, run } = useSubmission('social.errors.suggestionFailed');
  const fields = useFieldErrors(categorySuggestionErrors(values));
  const errorOf = (field: string) => {
    const failed = fields.errorOf(field);
    return failed === null ? null : errorText(t, failed, 'social.errors.suggestionFailed');
  };
  const max = { max: SUGGESTION_TEXT_MAX_LENGTH };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const suggestion = validateCategorySuggestion(values);
    if (!fields.validate(event.currentTarget) || E.isLeft(suggestion)) return;
    // A sent suggestion starts a fresh form (see SuggestionForm).
    await run(async () => onSent(await social.submitSuggestion(suggestion.right)));
  }

  return (
    <form className="form suggestion-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        name="name"
        label={t('social.suggestions.form.name')}
        hint={t('social.suggestions.form.nameHint', max)}
        value={values.name}
        onChange={(name) => setValues((current) => ({ ...current, name }))}
        onBlur={() => fields.touch('name')}
        autoComplete="off"
        error={errorOf('name')}
      />
      <fieldset className="suggestion-form__words">
        <legend className="field__label">{t('social.suggestions.form.words')}</legend>
        {values.words.map((word, index) => {
          const name = `words.${index}`;
          return (
            <TextField
              key={name}
              name={name}
              label={t('social.suggestions.form.word', { number: index + 1 })}
              value={word}
              onChange={(next) =>
                setValues((current) => ({
                  ...current,
                  words: current.words.map((old, i) => (i === index ? next : old)),
                }))
              }
              onBlur={() => fields.touch(name)}
              autoComplete="off"
              error={errorOf(name)}
            />
          );
        })}
      </fieldset>
      <TextField
        name="extraWord"
        label={t('social.suggestions.form.extraWord')}
        hint={t('social.suggestions.form.extraWordHint')}
        value={values.extraWord}
        onChange={(extraWord) => setValues((current) => ({ ...current, extraWord }))}
        onBlur={() => fields.touch('extraWord')}
        autoComplete="off"
        error={errorOf('extraWord')}
      />
      <FormAlert message={failure} />
      <div className="form__actions form__actions--row">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? t('social.suggestions.form.submitting') : t('social.suggestions.form.submit')}
        </button>
      </div>
    </form>
  );
}
