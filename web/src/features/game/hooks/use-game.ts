import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  GamePreferences,
  GameResult,
  GameSessionState,
  RevealedCategory,
} from '../../../../../contracts/game.codec';
import { isApiError, isCancelled, type PlayerGameApi, type PlayerKind } from '../../../lib/api';
import { useApi } from '../../../lib/api-context';
import { infoIn, isPlaying, overWith, playingWith, type GameState } from '../model/game-state';
import { finishedState, loadGame, type LoadContext, type LoadedGame } from '../model/load-game';
import { useLatest } from '../../../lib/use-latest';
import { track } from '../../analytics/analytics';

export type GameFeedback =
  | { type: 'correct'; category: RevealedCategory }
  | { type: 'wrong' }
  | { type: 'oneAway' }
  | { type: 'alreadyTried' }
  | { type: 'switched'; oldWord: string; newWord: string }
  | { type: 'switchRefused' }
  | { type: 'invalidSelection' }
  | { type: 'failed'; error: unknown }
  | { type: 'over'; result: GameResult };

/**
 * A game played elsewhere than on the server, with its own moves and its own opening: the control panel's
 * play-test of an unsaved puzzle. Nothing of it is stored, so no score is read back at its end.
 */
export interface GameSource {
  readonly player: PlayerGameApi;
  readonly load: (context: LoadContext) => Promise<LoadedGame>;
}

interface UseGameOptions {
  readonly kind: PlayerKind | null;
  readonly date: string | undefined;
  readonly isDemo: boolean;
  readonly onFeedback: (feedback: GameFeedback) => void;
  /** Keep it the same object while the game is shown: a new one opens the game again. */
  readonly source?: GameSource;
}

const LOADING: GameState = { kind: 'loading' };
const ALREADY_COMPLETED = 'GAME_ALREADY_COMPLETED';
const BAD_REQUEST = 400;

/**
 * One game on the page: loading it, starting the clock, every move and its answer. Moves run one at a
 * time (the buttons wait while `busy`), so two taps never race each other to the server.
 */
export function useGame({ kind, date, isDemo, onFeedback, source }: UseGameOptions) {
  const { game: api } = useApi();
  const player = useMemo(
    () => source?.player ?? (kind === null ? null : api.forPlayer(kind)),
    [api, kind, source],
  );
  const loadKey = `${kind}:${date}:${isDemo}`;
  const [record, setRecord] = useState<{ key: string; attempt: number; state: GameState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const current = record !== null && record.key === loadKey && record.attempt === attempt;
  const state: GameState = current ? record.state : LOADING;
  // A game counts as finished once, on the page where it was being played: a re-read that finds it
  // already over (another tab ended it) is not a second finish.
  const shown = useLatest(state);
  const trackFinish = useCallback(() => {
    if (source === undefined && shown.current.kind === 'playing') track('game_finished');
  }, [source, shown]);
  /** Moves change the loaded game only; an answer for another game than the one shown is dropped. */
  const setState = useCallback(
    (update: GameState | ((previous: GameState) => GameState)) =>
      setRecord((previous) =>
        previous === null
          ? previous
          : { ...previous, state: typeof update === 'function' ? update(previous.state) : update },
      ),
    [],
  );
  const [serverPreferences, setServerPreferences] = useState<GamePreferences | null>(null);
  const [busy, setBusy] = useState(false);
  const feedback = useLatest(onFeedback);
  // The day's facts do not change while the page shows it; moves read them from here.
  const info = infoIn(state);

  const context = useCallback(
    (signal?: AbortSignal): LoadContext | null =>
      player === null ? null : { api, player, signal, now: () => Date.now() },
    [api, player],
  );

  useEffect(() => {
    const controller = new AbortController();
    const loading = context(controller.signal);
    if (loading === null) return;
    (source ? source.load(loading) : loadGame(loading, date, isDemo)).then(
      (loaded) => {
        setRecord({ key: loadKey, attempt, state: loaded.state });
        setServerPreferences(loaded.preferences);
      },
      (error: unknown) => {
        if (!isCancelled(error)) setRecord({ key: loadKey, attempt, state: { kind: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [context, date, isDemo, attempt, loadKey, source]);

  const finish = useCallback(
    (result: GameResult) => {
      if (info === null) return;
      trackFinish();
      setState(overWith(info, result));
      feedback.current({ type: 'over', result });
      // A registered player's score is stored by the server already; asking for it again returns the
      // stored result with anything computed afterwards (achievements). Only the date is sent.
      if (source === undefined && player?.kind === 'user' && !result.forfeit) {
        api.submitScore(info.gameDate).then(
          (stored) =>
            setState((current) => (current.kind === 'over' ? overWith(current.info, stored) : current)),
          (error: unknown) => console.warn('Score read-back failed; the result shown is the answer', error),
        );
      }
    },
    [api, player, info, feedback, setState, source, trackFinish],
  );

  const applySession = useCallback(
    async (session: GameSessionState, receivedAt: number) => {
      const loading = context();
      if (loading === null || info === null) return;
      if (isPlaying(session)) setState((current) => playingWith(current, info, session, receivedAt));
      else {
        const over = await finishedState(loading, info);
        // Over without a final move here: the points ran out (the zero-score check re-read the session).
        trackFinish();
        setState(over);
      }
    },
    [context, info, setState, trackFinish],
  );

  const refresh = useCallback(async () => {
    if (player === null || info === null || state.kind === 'over') return;
    const session = await player.session(info.gameDate);
    if (session !== null) await applySession(session, Date.now());
  }, [applySession, info, player, state.kind]);

  /** Runs one move; a refusal the server explains becomes feedback, and the board is re-read. */
  const move = useCallback(
    async (action: (gameDate: string) => Promise<void>) => {
      if (info === null || busy) return;
      setBusy(true);
      try {
        await action(info.gameDate);
      } catch (error) {
        if (isApiError(error, ALREADY_COMPLETED)) await refresh().catch(() => undefined);
        else if (isApiError(error) && error.status === BAD_REQUEST) {
          feedback.current(
            error.code.startsWith('SWITCH_') ? { type: 'switchRefused' } : { type: 'invalidSelection' },
          );
          await refresh().catch(() => undefined);
        } else feedback.current({ type: 'failed', error });
      } finally {
        setBusy(false);
      }
    },
    [busy, info, refresh, feedback],
  );

  const actions = useMemo(
    () => ({
      retry: () => setAttempt((n) => n + 1),
      refresh: () => refresh().catch((error: unknown) => console.warn('Session refresh failed', error)),
      start: () =>
        move(async (gameDate) => {
          if (player === null) return;
          const session = await player.start(gameDate);
          if (source === undefined) track('game_started');
          await applySession(session, Date.now());
        }),
      submit: (words: readonly string[]) =>
        move(async (gameDate) => {
          if (player === null) return;
          const answer = await player.checkSelection(gameDate, words);
          const receivedAt = Date.now();
          if (answer.correct && answer.category)
            feedback.current({ type: 'correct', category: answer.category });
          else if (answer.alreadyTried) feedback.current({ type: 'alreadyTried' });
          else feedback.current({ type: answer.oneAway ? 'oneAway' : 'wrong' });
          if (answer.result) finish(answer.result);
          else await applySession(answer.session, receivedAt);
        }),
      switchRow: (rowIndex: number) =>
        move(async (gameDate) => {
          if (player === null) return;
          const answer = await player.switchWord(gameDate, rowIndex);
          const receivedAt = Date.now();
          feedback.current({ type: 'switched', oldWord: answer.oldWord, newWord: answer.newWord });
          if (answer.result) finish(answer.result);
          else await applySession(answer.session, receivedAt);
        }),
      forfeit: () =>
        move(async (gameDate) => {
          if (player === null) return;
          finish(await player.forfeit(gameDate));
        }),
    }),
    [applySession, finish, move, player, refresh, feedback, source],
  );

  return { state, busy, serverPreferences, ...actions };
}
