import { Navigate } from 'react-router';
import { GameEditorPage } from './editor/game-editor-page';
import { gamesListPath, isGamesSubtab } from './games-paths';
import { ImportView } from './import/import-view';
import { GamesList } from './list/games-list';
import { ReorderView } from './reorder/reorder-view';

/** Games (DESIGN 11): the list by status, the editor (new or stored), reordering and import. */
export function GamesTab({ subtab }: { subtab: string | undefined }) {
  if (subtab === undefined) return <GamesList />;
  if (!isGamesSubtab(subtab)) return <Navigate to={gamesListPath()} replace />;
  switch (subtab) {
    case 'new':
    case 'edit':
      return <GameEditorPage mode={subtab} />;
    case 'reorder':
      return <ReorderView />;
    case 'import':
      return <ImportView />;
  }
}
