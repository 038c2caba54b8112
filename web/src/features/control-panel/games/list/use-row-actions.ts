import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import { formatDate } from '../../../../lib/format-date';
import { useGamesApi } from '../api/use-games-api';
import { serverProblemsOf } from '../editor/editor-checks';
import { gamesErrorText } from '../shared/games-errors';

export type RowActions = ReturnType<typeof useRowActions>;

/**
 * Publish, unpublish and delete from the list. A publish the server refuses with 400 shows its problems
 * beside that game, not as the page's error (admin spec 4); other failures are the page's.
 */
export function useRowActions(reload: () => void) {
  const { t, i18n } = useTranslation();
  const api = useGamesApi();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problems, setProblems] = useState<ReadonlyMap<string, PuzzleProblem[]>>(new Map());
  const [deleting, setDeleting] = useState<ManagedGameView | null>(null);

  const dateOf = (game: ManagedGameView) => formatDate(game.date, i18n.language) ?? game.date;
  const withoutProblems = (id: string) =>
    setProblems((current) => new Map([...current].filter(([key]) => key !== id)));

  async function run(
    game: ManagedGameView,
    action: () => Promise<unknown>,
    onError: (error: unknown) => void,
  ) {
    setBusyId(game._id);
    setFailure(null);
    setDone(null);
    try {
      await action();
      return true;
    } catch (error) {
      console.warn('Game action failed', error);
      onError(error);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  return {
    busyId,
    failure,
    done,
    problems,
    deleting,
    async publish(game: ManagedGameView) {
      withoutProblems(game._id);
      const ok = await run(
        game,
        () => api.publish(game._id, game.version),
        (error) => {
          const refused = serverProblemsOf(error);
          if (refused !== null) setProblems((current) => new Map(current).set(game._id, refused));
          else setFailure(gamesErrorText(t, error, 'publish'));
        },
      );
      if (ok) {
        setDone(t('controlPanel.games.done.published', { date: dateOf(game) }));
        reload();
      }
    },
    async unpublish(game: ManagedGameView) {
      const ok = await run(
        game,
        () => api.unpublish(game._id, game.version),
        (error) => setFailure(gamesErrorText(t, error, 'update')),
      );
      if (ok) {
        setDone(t('controlPanel.games.done.unpublished', { date: dateOf(game) }));
        reload();
      }
    },
    askDelete: (game: ManagedGameView) => setDeleting(game),
    cancelDelete: () => setDeleting(null),
    async confirmDelete() {
      if (deleting === null) return;
      const game = deleting;
      const ok = await run(
        game,
        () => api.remove(game._id, game.version),
        (error) => setFailure(gamesErrorText(t, error, 'delete')),
      );
      setDeleting(null);
      if (ok) {
        setDone(t('controlPanel.games.done.deleted', { date: dateOf(game) }));
        reload();
      }
    },
  };
}
