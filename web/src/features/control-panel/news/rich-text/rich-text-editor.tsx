import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useState } from 'react';
import type { UploadedImageAnswer } from '../../../../../../contracts/news.codec';
import { useLatest } from '../../../../lib/use-latest';
import { richTextExtensions } from './extensions';
import { ImageDialog } from './image-dialog';
import { useRichTextText } from './i18n/texts';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';
import './rich-content.css';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The HTML to start from; later changes of it are not read (give the editor a new `key` instead). */
  initial: string;
  /** Every change, as HTML; '' when the editor holds nothing. */
  onChange: (html: string) => void;
  /** Once, with the starting HTML as the editor writes it: compare changes against this, not `initial`. */
  onReady?: (html: string) => void;
  /** The visible label's id and the hint's, for screen readers. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Images from this instance's uploads; without it the editor offers none. */
  uploadImage?: (file: File) => Promise<UploadedImageAnswer>;
}

const htmlOf = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/**
 * The control panel's rich-text editor (TipTap), in its own chunk that only the news and e-mail tabs
 * load, never the players' download. It offers only what the server's allow-list keeps (./extensions.ts).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { initial, labelledBy, describedBy, invalid = false, uploadImage } = props;
  const { t } = useRichTextText();
  const onChange = useLatest(props.onChange);
  const onReady = useLatest(props.onReady);
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: richTextExtensions(uploadImage !== undefined),
    content: initial,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'cp-rich__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onCreate: ({ editor: created }) => onReady.current?.(htmlOf(created)),
    onUpdate: ({ editor: changed }) => onChange.current(htmlOf(changed)),
  });
  const empty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? true });

  if (editor === null) return <div className="cp-rich cp-rich--loading" aria-busy="true" />;
  return (
    <div className={`cp-rich${invalid ? ' is-invalid' : ''}`}>
      <RichTextToolbar
        editor={editor}
        onLink={() => setDialog('link')}
        onImage={uploadImage === undefined ? undefined : () => setDialog('image')}
      />
      <div className="cp-rich__frame">
        {empty ? (
          <p className="cp-rich__placeholder" aria-hidden="true">
            {t('placeholder')}
          </p>
        ) : null}
        <EditorContent editor={editor} />
      </div>
      {dialog === 'link' ? <LinkDialog editor={editor} onClose={() => setDialog(null)} /> : null}
      {dialog === 'image' && uploadImage !== undefined ? (
        <ImageDialog editor={editor} upload={uploadImage} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
