import type { ManagedGameStatus } from '../../../../../contracts/manage-games.codec';
import { tabPath } from '../shell/control-panel-tabs';

// The games tab's addresses: every view is a link, so back, reload and a shared link all work.
//   /control-panel/games?status=draft&page=2   the list
//   /control-panel/games/new?date=YYYY-MM-DD    a new game
//   /control-panel/games/edit?id=…&section=…    a stored game
//   /control-panel/games/reorder, /import

export const GAMES_SUBTABS = ['new', 'edit', 'reorder', 'import'] as const;
export type GamesSubtab = (typeof GAMES_SUBTABS)[number];

export const EDITOR_SECTIONS = ['details', 'categories', 'preview'] as const;
export type EditorSection = (typeof EDITOR_SECTIONS)[number];

export const gamesListPath = (status?: ManagedGameStatus, page?: number): string => {
  const query = new URLSearchParams();
  if (status !== undefined && status !== 'upcoming') query.set('status', status);
  if (page !== undefined && page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${tabPath('games')}${search ? `?${search}` : ''}`;
};

export const newGamePath = (date?: string): string =>
  `${tabPath('games', 'new')}${date === undefined ? '' : `?date=${encodeURIComponent(date)}`}`;

export const editGamePath = (id: string): string =>
  `${tabPath('games', 'edit')}?id=${encodeURIComponent(id)}`;

export const reorderPath = (): string => tabPath('games', 'reorder');
export const importPath = (): string => tabPath('games', 'import');

export const isGamesSubtab = (value: string | undefined): value is GamesSubtab =>
  (GAMES_SUBTABS as readonly (string | undefined)[]).includes(value);

export const isEditorSection = (value: string | null): value is EditorSection =>
  (EDITOR_SECTIONS as readonly (string | null)[]).includes(value);
