import { Link, Navigate, useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { isApiError } from '../../../../lib/api';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { useNewsApi } from '../api/use-news-api';
import { useErrorText } from '../components/use-error-text';
import { useNewsText } from '../i18n/texts';
import { newsListPath, type NewsSubtab } from '../news-paths';
import { NewsEditor } from './news-editor';

/** `/control-panel/news/new` and `/control-panel/news/edit?id=`: the editor, once it has its item. */
export function NewsEditorPage({ mode }: { mode: NewsSubtab }) {
  const [params] = useSearchParams();
  if (mode === 'new') return <NewsEditor key="new" initial={null} />;
  const id = params.get('id');
  if (id === null || id === '') return <Navigate to={newsListPath()} replace />;
  return <StoredNews key={id} id={id} />;
}

/** A stored item, read fresh: the list's copy may be old, and the editor keeps the ids of its polls. */
function StoredNews({ id }: { id: string }) {
  const { t } = useNewsText();
  const api = useNewsApi();
  const errorText = useErrorText();
  const stored = useRemote(
    ['managed-news', 'item', id],
    (signal) => api.item(id, signal),
    'News item read failed',
  );
  // The editor copies the value once: an older copy kept from an earlier visit must not be what it edits.
  const { reload } = stored;
  const remote = currentOnly(stored.remote);
  if (remote.kind === 'loading') return <LoadingState />;
  if (remote.kind === 'failed') {
    const gone = isApiError(remote.error, 'NEWS_NOT_FOUND');
    return (
      <div className="cp-news-editor">
        <Link to={newsListPath()} className="cp-news-back">
          <ArrowLeftIcon width={18} height={18} />
          {t('editor.back')}
        </Link>
        <ErrorState
          message={gone ? t('editor.notFound') : errorText(remote.error, 'itemFailed')}
          onRetry={gone ? undefined : reload}
        />
      </div>
    );
  }
  return <NewsEditor initial={remote.value.news} />;
}
