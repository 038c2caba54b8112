import { tabPath } from '../shell/control-panel-tabs';

// The news tab's addresses: every view is a link, so back, reload and a shared link all work.
//   /control-panel/news?page=2                   the list
//   /control-panel/news/new                      a new item
//   /control-panel/news/edit?id=…&view=preview   a stored item: edit (default), preview or results

export const NEWS_SUBTABS = ['new', 'edit'] as const;
export type NewsSubtab = (typeof NEWS_SUBTABS)[number];

export const EDITOR_VIEWS = ['edit', 'preview', 'results'] as const;
export type EditorView = (typeof EDITOR_VIEWS)[number];

export const isNewsSubtab = (value: string | undefined): value is NewsSubtab =>
  (NEWS_SUBTABS as readonly (string | undefined)[]).includes(value);

export const isEditorView = (value: string | null): value is EditorView =>
  (EDITOR_VIEWS as readonly (string | null)[]).includes(value);

/** A page number from the address; anything else is the first page. */
export const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const newsListPath = (page = 1): string => `${tabPath('news')}${page > 1 ? `?page=${page}` : ''}`;

export const newNewsPath = (): string => tabPath('news', 'new');

export const editNewsPath = (id: string, view: EditorView = 'edit'): string =>
  `${tabPath('news', 'edit')}?id=${encodeURIComponent(id)}${view === 'edit' ? '' : `&view=${view}`}`;
