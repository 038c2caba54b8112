import { Navigate } from 'react-router';
import { NewsEditorPage } from './editor/news-editor-page';
import { NewsList } from './list/news-list';
import { isNewsSubtab, newsListPath } from './news-paths';
import './news.css';

/**
 * The control panel's news (DESIGN 11), in its own lazily loaded chunk: the list ten a page, and the editor
 * of a new or stored item with its preview and poll results. The rich-text editor is a chunk of its own
 * again, fetched when the editor first shows.
 */
export function NewsTab({ subtab }: { subtab: string | undefined }) {
  if (subtab === undefined) return <NewsList />;
  if (!isNewsSubtab(subtab)) return <Navigate to={newsListPath()} replace />;
  return <NewsEditorPage mode={subtab} />;
}
