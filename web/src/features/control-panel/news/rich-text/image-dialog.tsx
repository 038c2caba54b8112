import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import type { UploadedImageAnswer } from '../../../../../../contracts/news.codec';
import { IMAGE_ACCEPT, imageFileProblem } from '../model/image-file';
import { EditorDialog } from './editor-dialog';
import { useRichTextText } from './i18n/texts';
import { useErrorText } from './use-error-text';

interface ImageDialogProps {
  editor: Editor;
  upload: (file: File) => Promise<UploadedImageAnswer>;
  onClose: () => void;
}

/** A picture into the text: uploaded first (the server keeps only its own uploads), then placed. */
export function ImageDialog({ editor, upload, onClose }: ImageDialogProps) {
  const { t } = useRichTextText();
  const errorText = useErrorText();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function insert() {
    if (file === null) {
      setProblem(t('image.chooseFirst'));
      return;
    }
    const local = imageFileProblem(file);
    if (local !== null) {
      setProblem(t(`image.${local}`));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const image = await upload(file);
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: alt.trim(), width: image.width, height: image.height })
        .run();
      onClose();
    } catch (error) {
      setProblem(errorText(error, 'uploadFailed'));
      setBusy(false);
    }
  }

  return (
    <EditorDialog
      title={t('image.title')}
      onClose={onClose}
      onSubmit={() => void insert()}
      submitLabel={t('image.insert')}
      busy={busy}
      busyLabel={t('image.uploading')}
    >
      <div className={`field${problem ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-file`} className="field__label">
          {t('image.file')}
        </label>
        <input
          id={`${id}-file`}
          className="cp-rich-file"
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-file-hint ${id}-file-error`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            const local = chosen === null ? null : imageFileProblem(chosen);
            setProblem(local === null ? null : t(`image.${local}`));
          }}
        />
        <p id={`${id}-file-hint`} className="field__hint">
          {t('image.fileHint')}
        </p>
        <p id={`${id}-file-error`} className="field__error" aria-live="polite">
          {problem}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`} className="field__label">
          {t('image.alt')}
        </label>
        <input
          id={`${id}-alt`}
          className="field__input"
          value={alt}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-alt-hint`} className="field__hint">
          {t('image.altHint')}
        </p>
      </div>
    </EditorDialog>
  );
}
