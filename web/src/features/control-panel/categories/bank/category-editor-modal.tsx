import { useId, useState, type FormEvent } from 'react';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api';
import { useCategoriesApi } from '../api/use-categories-api';
import { CategoryFields } from '../components/category-fields';
import { useCategoryDraft } from '../components/use-category-draft';
import { useErrorText } from '../components/use-error-text';
import { useCategoriesText } from '../i18n/texts';
import { draftOf, emptyDraft, fieldsOf, serverProblems } from '../model/category-draft';
import { SavedVersion } from './saved-version';

interface CategoryEditorModalProps {
  /** Null: a new category. */
  category: BankCategoryView | null;
  /** The category as saved now, when an edit met someone else's save. */
  latestOf: (category: BankCategoryView) => Promise<BankCategoryView | null>;
  onClose: () => void;
  onSaved: (category: BankCategoryView, created: boolean) => void;
}

/** A conflict's state: the saved version once loaded (its version number is what the next save sends). */
type Conflict = {
  latest: BankCategoryView | null;
  loading: boolean;
  failed: boolean;
  currentVersion: number | null;
};

const currentVersionIn = (details: unknown): number | null => {
  const version = (details as { currentVersion?: unknown } | null)?.currentVersion;
  return typeof version === 'number' ? version : null;
};

/**
 * Creating or editing a bank category with the domain's live checks. An edit someone else saved meanwhile
 * (409) keeps what was typed and offers the saved version; saving again then replaces it knowingly.
 */
export function CategoryEditorModal({ category, latestOf, onClose, onSaved }: CategoryEditorModalProps) {
  const { t } = useCategoriesText();
  const errorText = useErrorText();
  const api = useCategoriesApi();
  const formId = useId();
  const state = useCategoryDraft(category === null ? emptyDraft() : draftOf(category));
  const [version, setVersion] = useState(category?.version);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!state.validate(event.currentTarget)) return;
    setSaving(true);
    setFailure(null);
    try {
      const fields = fieldsOf(state.draft);
      const answer =
        category === null ? await api.create(fields) : await api.update(category.id, fields, version ?? 0);
      onSaved(answer.category, category === null);
    } catch (error) {
      setFailure(errorText(error, 'saveFailed'));
      if (isApiError(error, 'CATEGORY_INVALID')) state.showServerProblems(serverProblems(error.details));
      if (isApiError(error, 'CATEGORY_VERSION_CONFLICT')) {
        setConflict({
          latest: null,
          loading: false,
          failed: false,
          currentVersion: currentVersionIn(error.details),
        });
      }
    } finally {
      setSaving(false);
    }
  }

  async function loadLatest() {
    if (category === null || conflict === null) return;
    const { currentVersion } = conflict;
    setConflict({ ...conflict, loading: true, failed: false });
    const latest = await latestOf(category).catch(() => null);
    // Not found (renamed away from its name, say): the version number the 409 named still lets mine win.
    setVersion(latest?.version ?? currentVersion ?? version);
    setConflict({ latest, loading: false, failed: latest === null, currentVersion });
  }

  return (
    <Modal
      title={category === null ? t('editor.createTitle') : t('editor.editTitle')}
      onClose={onClose}
      footer={
        <div className="form__actions form__actions--row">
          <button type="submit" form={formId} className="button button--primary" disabled={saving}>
            {saving ? t('editor.saving') : category === null ? t('editor.create') : t('editor.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </div>
      }
    >
      <form id={formId} className="form category-editor" noValidate onSubmit={(event) => void submit(event)}>
        <CategoryFields state={state} />
        <FormAlert message={failure} />
        {conflict !== null ? (
          <SavedVersion
            latest={conflict.latest}
            loading={conflict.loading}
            failed={conflict.failed}
            onLoad={() => void loadLatest()}
          />
        ) : null}
      </form>
    </Modal>
  );
}
