import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { isApiError } from '../../../../lib/api';
import { formatDate } from '../../../../lib/format-date';
import { useGamesApi } from '../api/use-games-api';
import { editGamePath, gamesListPath } from '../games-paths';
import { gamesErrorText, type GamesFallback } from '../shared/games-errors';
import { createRequestOf, updateRequestOf } from './editor-model';
import { serverProblemsOf } from './editor-checks';
import type { GameEditorState } from './use-game-editor';

export type EditorAction = 'save' | 'publish' | 'unpublish' | 'delete' | 'reload';

/**
 * The editor's calls and what their answers mean for the form. The typed text is never thrown away by a
 * failure: a version conflict offers to take the newer version number (keeping the text) or the newer
 * text; a locked game, a taken date and refused fields are explained where they belong.
 */
export function useEditorActions(editor: GameEditorState) {
  const { t, i18n } = useTranslation();
  const api = useGamesApi();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [busy, setBusy] = useState<EditorAction | null>(null);
  /** Set just before the editor itself navigates away, so the unsaved-changes guard lets it go. */
  const leaving = useRef(false);
  const { base, draft } = editor;

  const dateText = (game: ManagedGameView) => formatDate(game.date, i18n.language) ?? game.date;

  function explain(error: unknown, fallback: GamesFallback) {
    console.warn('Game editor call failed', error);
    const problems = serverProblemsOf(error);
    if (problems !== null) {
      editor.setServerProblems(problems);
      editor.revealAll();
      editor.setOutcome({ kind: 'problems' });
    } else if (isApiError(error, 'GAME_VERSION_CONFLICT')) editor.setOutcome({ kind: 'conflict' });
    else if (isApiError(error, 'GAME_LOCKED')) editor.setOutcome({ kind: 'locked' });
    else if (isApiError(error, 'GAME_DATE_TAKEN')) editor.setOutcome({ kind: 'dateTaken' });
    else editor.setOutcome({ kind: 'failed', text: gamesErrorText(t, error, fallback) });
  }

  async function run(action: EditorAction, fallback: GamesFallback, work: () => Promise<void>) {
    setBusy(action);
    editor.setOutcome(null);
    try {
      await work();
    } catch (error) {
      explain(error, fallback);
    } finally {
      setBusy(null);
    }
  }

  /** A new game's first save moves to its own address (same section); the form there starts from the stored game. */
  function created(game: ManagedGameView) {
    leaving.current = true;
    const section = search.get('section');
    const path = editGamePath(game._id) + (section === null ? '' : `&section=${encodeURIComponent(section)}`);
    void navigate(path, { replace: true, state: { game } });
  }

  const save = async (): Promise<ManagedGameView | null> => {
    const sent = draft;
    if (base === null) {
      created(await api.create(createRequestOf(sent, false)));
      return null;
    }
    const game = await api.update(base._id, updateRequestOf(sent, base.version));
    editor.stored(game, sent);
    return game;
  };

  return {
    busy,
    leaving,
    save: () =>
      run('save', base === null ? 'create' : 'update', async () => {
        const game = await save();
        if (game !== null) editor.setOutcome({ kind: 'done', text: t('controlPanel.games.done.saved') });
      }),
    publish: () =>
      run('publish', 'publish', async () => {
        if (base === null) {
          created(await api.create(createRequestOf(draft, true)));
          return;
        }
        const current = editor.dirty ? await save() : base;
        if (current === null) return;
        const game = await api.publish(current._id, current.version);
        editor.stored(game, null);
        editor.setOutcome({
          kind: 'done',
          text: t('controlPanel.games.done.published', { date: dateText(game) }),
        });
      }),
    unpublish: () =>
      run('unpublish', 'update', async () => {
        if (base === null) return;
        const game = await api.unpublish(base._id, base.version);
        editor.stored(game, null);
        editor.setOutcome({
          kind: 'done',
          text: t('controlPanel.games.done.unpublished', { date: dateText(game) }),
        });
      }),
    remove: () =>
      run('delete', 'delete', async () => {
        if (base === null) return;
        await api.remove(base._id, base.version);
        leaving.current = true;
        void navigate(gamesListPath(base.status), { replace: true });
      }),
    /** After a conflict: the newest stored game; `keepMine` keeps the typed text over it. */
    reload: (keepMine: boolean) =>
      run('reload', 'fetch', async () => {
        if (base === null) return;
        const game = await api.game(base._id);
        editor.stored(game, null, !keepMine);
        editor.setOutcome({
          kind: 'done',
          text: keepMine
            ? t('controlPanel.games.conflict.keptMine')
            : t('controlPanel.games.conflict.tookTheirs'),
        });
      }),
  };
}

export type EditorActions = ReturnType<typeof useEditorActions>;
