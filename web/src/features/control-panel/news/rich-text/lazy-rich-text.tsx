import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../../components/page/view-states';
import { useRichTextText } from './i18n/texts';
import type { RichTextEditorProps } from './rich-text-editor';

// TipTap (with ProseMirror) is the largest thing in the control panel: it comes in a chunk of its own, when
// an editor first shows, for the news and e-mail tabs alike.
const RichTextEditor = lazy(async () => ({ default: (await import('./rich-text-editor')).RichTextEditor }));

/** The rich-text editor, fetched on first use; meanwhile a box of its size says it is on its way. */
export function LazyRichText(props: RichTextEditorProps) {
  const { t } = useRichTextText();
  return (
    <Suspense fallback={<LoadingState label={t('loading')} minHeight="14rem" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
