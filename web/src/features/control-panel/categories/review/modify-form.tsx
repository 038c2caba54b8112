import { useEffect, useRef, type FormEvent } from 'react';
import type { ReviewedSuggestionView } from '../../../../../../contracts/category-bank.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { isApiError } from '../../../../lib/api';
import type { CategoryFields as Fields } from '../api/categories-api';
import { CategoryFields } from '../components/category-fields';
import { useCategoryDraft } from '../components/use-category-draft';
import { useCategoriesText } from '../i18n/texts';
import { draftOf, fieldsOf, serverProblems } from '../model/category-draft';

interface ModifyFormProps {
  suggestion: ReviewedSuggestionView;
  busy: boolean;
  failure: string | null;
  /** Undefined: nothing was changed, so it is a plain approval. Answers the failure, if any. */
  onApprove: (changes?: Fields) => Promise<unknown>;
  onCancel: () => void;
}

const sameFields = (a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b);

/** The suggestion in the bank's editor, with the same live checks; approving sends what was changed. */
export function ModifyForm({ suggestion, busy, failure, onApprove, onCancel }: ModifyFormProps) {
  const { t } = useCategoriesText();
  const original = draftOf(suggestion);
  const state = useCategoryDraft(original);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const name = form.current?.elements.namedItem('name');
    if (name instanceof HTMLElement) name.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.validate(event.currentTarget)) return;
    const fields = fieldsOf(state.draft);
    const failed = await onApprove(sameFields(fields, fieldsOf(original)) ? undefined : fields);
    if (isApiError(failed, 'CATEGORY_INVALID')) state.showServerProblems(serverProblems(failed.details));
  }

  return (
    <form
      ref={form}
      className="form review-card__editor"
      aria-label={t('review.editorTitle')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p className="review-card__editor-title">{t('review.editorTitle')}</p>
      <CategoryFields state={state} />
      <FormAlert message={failure} />
      <div className="form__actions form__actions--row">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('review.working') : t('review.approveModified')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </form>
  );
}
