import { useDeferredValue, useId, useMemo, useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { Modal } from '../../../../components/ui/modal';
import { isApiError } from '../../../../lib/api';
import { useCategoriesApi } from '../api/use-categories-api';
import { useErrorText } from '../components/use-error-text';
import { useCategoriesText } from '../i18n/texts';
import { importProblemsOf, previewImport, type PreviewProblem } from '../model/import-preview';
import { ImportFormats } from './import-formats';
import { UploadIcon } from './upload-icon';
import { ImportPreviewView } from './import-preview-view';

interface ImportModalProps {
  onClose: () => void;
  onImported: (count: number) => void;
}

/**
 * Bulk import: paste or choose a file, see every problem by line and field as the server would name it,
 * and send only a clean import. All or nothing, on the device and on the server alike.
 */
export function ImportModal({ onClose, onImported }: ImportModalProps) {
  const { t } = useCategoriesText();
  const errorText = useErrorText();
  const api = useCategoriesApi();
  const id = useId();
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<readonly PreviewProblem[]>([]);
  // A thousand pasted lines are read again on every key: the field stays responsive while that runs.
  const deferred = useDeferredValue(text);
  const preview = useMemo(() => previewImport(deferred), [deferred]);
  const count = preview.kind === 'ready' ? preview.categories.length : 0;

  function change(next: string) {
    setText(next);
    setRefused([]);
    setFailure(null);
  }

  async function readFile(file: File | undefined) {
    if (file === undefined) return;
    try {
      change(await file.text());
      setFileNote(t('import.fileLoaded', { name: file.name }));
    } catch {
      setFileNote(null);
      setFailure(t('errors.fileFailed'));
    }
  }

  async function send() {
    if (preview.kind !== 'ready' || deferred !== text) return;
    setSending(true);
    setFailure(null);
    try {
      onImported((await api.importBank(text)).imported);
    } catch (error) {
      setFailure(errorText(error, 'importFailed'));
      if (isApiError(error, 'BANK_IMPORT_INVALID')) setRefused(importProblemsOf(error.details));
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={t('import.title')}
      onClose={onClose}
      footer={
        <div className="form__actions form__actions--row">
          <button
            type="button"
            className="button button--primary"
            disabled={sending || preview.kind !== 'ready'}
            onClick={() => void send()}
          >
            {sending
              ? t('import.importing')
              : count > 0
                ? t('import.submit', { count })
                : t('import.submitIdle')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('editor.cancel')}
          </button>
        </div>
      }
    >
      <div className="form import">
        <p>{t('import.intro')}</p>
        <ImportFormats />
        <div className="import__file">
          {/* The browser's own file button speaks the browser's language: this one speaks the page's. */}
          <label className="button button--secondary button--small import__file-button">
            <input
              type="file"
              className="visually-hidden"
              accept=".json,.csv,.txt,application/json,text/csv,text/plain"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
            <UploadIcon width={18} height={18} />
            {t('import.file')}
          </label>
          {fileNote !== null ? (
            <p className="field__hint" role="status">
              {fileNote}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-data`} className="field__label">
            {t('import.data')}
          </label>
          <textarea
            id={`${id}-data`}
            className="field__input import__data"
            value={text}
            rows={8}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <FormAlert message={failure} />
        <ImportPreviewView
          preview={refused.length > 0 ? { kind: 'invalid', problems: refused } : preview}
          json={text.trim().startsWith('[')}
        />
      </div>
    </Modal>
  );
}
