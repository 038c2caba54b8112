import { useState } from 'react';
import type { BankCategoryView } from '../../../../../../contracts/category-bank.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api';
import { useCategoriesApi } from '../api/use-categories-api';
import { useErrorText } from '../components/use-error-text';
import { useCategoriesText } from '../i18n/texts';

interface DeleteCategoryModalProps {
  category: BankCategoryView;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting asks first, naming the category and the games it was in. */
export function DeleteCategoryModal({ category, onClose, onDeleted }: DeleteCategoryModalProps) {
  const { t } = useCategoriesText();
  const errorText = useErrorText();
  const api = useCategoriesApi();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setFailure(null);
    try {
      await api.remove(category.id);
      onDeleted();
    } catch (error) {
      // Somebody deleted it first: what the editor wanted has happened.
      if (isApiError(error, 'CATEGORY_NOT_FOUND')) onDeleted();
      else setFailure(errorText(error, 'deleteFailed'));
    } finally {
      setDeleting(false);
    }
  }

  const used = category.usedIn.length;
  return (
    <Modal
      title={t('remove.title')}
      onClose={onClose}
      footer={
        <div className="form__actions form__actions--row">
          <button
            type="button"
            className="button button--danger"
            disabled={deleting}
            onClick={() => void remove()}
          >
            {deleting ? t('remove.deleting') : t('remove.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </div>
      }
    >
      <div className="form">
        <p>{t('remove.body', { name: category.name })}</p>
        {used > 0 ? <p>{t('remove.used', { count: used })}</p> : null}
        <FormAlert message={failure} />
      </div>
    </Modal>
  );
}
