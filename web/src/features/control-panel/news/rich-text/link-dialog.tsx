import type { Editor } from '@tiptap/react';
import { useId, useState } from 'react';
import { useRichTextText } from './i18n/texts';
import { EditorDialog } from './editor-dialog';
import { normalizedHref } from './link-rules';

/**
 * Adding or changing a link. With text selected the selection becomes the link; with nothing selected the
 * typed text (or the address itself) is inserted as one. Only addresses the server keeps are accepted.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useRichTextText();
  const id = useId();
  const current = (editor.getAttributes('link') as { href?: string }).href ?? '';
  const selectionEmpty = editor.state.selection.empty && current === '';
  const [address, setAddress] = useState(current);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  function save() {
    const href = normalizedHref(address);
    if (href === null) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus();
    if (selectionEmpty) {
      const label = text.trim() === '' ? address.trim() : text.trim();
      chain.insertContent({ type: 'text', text: label, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    onClose();
  }

  return (
    <EditorDialog
      title={t(current === '' ? 'link.addTitle' : 'link.editTitle')}
      onClose={onClose}
      onSubmit={save}
      submitLabel={t('link.save')}
      extra={
        current === '' ? null : (
          <button
            type="button"
            className="button button--ghost cp-rich-danger"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
          >
            {t('link.remove')}
          </button>
        )
      }
    >
      <div className={`field${invalid ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-href`} className="field__label">
          {t('link.address')}
        </label>
        <input
          id={`${id}-href`}
          className="field__input"
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          value={address}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-href-hint ${id}-href-error`}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
        />
        <p id={`${id}-href-hint`} className="field__hint">
          {t('link.addressHint')}
        </p>
        <p id={`${id}-href-error`} className="field__error" aria-live="polite">
          {invalid ? t('link.invalid') : null}
        </p>
      </div>
      {selectionEmpty ? (
        <div className="field">
          <label htmlFor={`${id}-text`} className="field__label">
            {t('link.text')}
          </label>
          <input
            id={`${id}-text`}
            className="field__input"
            value={text}
            aria-describedby={`${id}-text-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-text-hint`} className="field__hint">
            {t('link.textHint')}
          </p>
        </div>
      ) : null}
    </EditorDialog>
  );
}
