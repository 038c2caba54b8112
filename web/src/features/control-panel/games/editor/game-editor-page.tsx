import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { isGameDate } from '../../../../../../domain/game/game-date';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { isApiError } from '../../../../lib/api';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';
import { gamesListPath } from '../games-paths';
import { gamesErrorText } from '../shared/games-errors';
import { draftOf, emptyDraft } from './editor-model';
import { GameEditor } from './game-editor';

/** `/control-panel/games/new?date=` and `/control-panel/games/edit?id=`: the editor, once it has its game. */
export function GameEditorPage({ mode }: { mode: 'new' | 'edit' }) {
  const [search] = useSearchParams();
  if (mode === 'new') {
    const date = search.get('date');
    return isGameDate(date) ? (
      <GameEditor key={`new:${date}`} saved={null} initial={emptyDraft(date)} />
    ) : (
      <NewGame />
    );
  }
  const id = search.get('id');
  if (id === null || id === '') return <Navigate to={gamesListPath()} replace />;
  return <StoredGame key={id} id={id} />;
}

/** A new game starts on the next day without one (GET /manage/games/next-date). */
function NewGame() {
  const { t } = useTranslation();
  const api = useGamesApi();
  const next = useRemote(
    ['managed-games', 'next-date'],
    (signal) => api.nextDate(signal),
    'Next free date failed',
  );
  // An older date kept from an earlier visit may have been taken meanwhile (by the game saved then).
  const { reload } = next;
  const remote = currentOnly(next.remote);
  if (remote.kind === 'loading') return <LoadingState />;
  if (remote.kind === 'failed')
    return <ErrorState message={gamesErrorText(t, remote.error, 'nextDate')} onRetry={reload} />;
  return <GameEditor key={`new:${remote.value}`} saved={null} initial={emptyDraft(remote.value)} />;
}

/**
 * A stored game, read fresh (a copy in the history state may be old after a reload). The list's copy
 * stands in only when the server cannot answer this read at all (not when the game is gone).
 */
function StoredGame({ id }: { id: string }) {
  const { t } = useTranslation();
  const api = useGamesApi();
  const location = useLocation();
  const passed = (location.state as { game?: ManagedGameView } | null)?.game;
  const stored = useRemote(
    ['managed-games', 'game', id],
    (signal) => api.game(id, signal),
    'Managed game read failed',
  );
  // The editor copies the value once: an older copy kept from an earlier visit must not be what it edits.
  const { reload } = stored;
  const remote = currentOnly(stored.remote);
  if (remote.kind === 'loading') return <LoadingState />;
  if (remote.kind === 'failed') {
    const gone = isApiError(remote.error, 'GAME_NOT_FOUND');
    if (!gone && passed?._id === id) return <GameEditor saved={passed} initial={draftOf(passed)} />;
    return (
      <>
        <ErrorState message={gamesErrorText(t, remote.error, 'fetch')} onRetry={gone ? undefined : reload} />
        <Link to={gamesListPath()} className="link-button">
          {t('controlPanel.games.editor.backToList')}
        </Link>
      </>
    );
  }
  return <GameEditor saved={remote.value} initial={draftOf(remote.value)} />;
}
