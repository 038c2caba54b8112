import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../../components/page/view-states';
import { PlayingBoard } from '../../../game/components/playing-board';
import { useAnnouncer } from '../../../game/hooks/use-announcer';
import { useFeedbackText } from '../../../game/hooks/use-feedback-text';
import { useGame, type GameFeedback, type GameSource } from '../../../game/hooks/use-game';
import type { GameInfo } from '../../../game/model/game-state';
import { createLocalPlayerApi } from './local-player-api';
import { PlayTestResult } from './play-test-result';
import type { PlayTestPuzzle } from './session-views';
import '../../../game/components/board.css';
import '../../../game/components/game-page.css';

/** A source for useGame that plays the puzzle in the browser; a new round is a new source. */
function localSource(puzzle: PlayTestPuzzle): GameSource {
  const info: GameInfo = {
    gameDate: puzzle.date,
    today: puzzle.date,
    title: puzzle.title,
    sequenceNumber: 0,
    isDemo: true,
  };
  return {
    player: createLocalPlayerApi(puzzle),
    load: async () => ({ state: { kind: 'ready', info }, preferences: null }),
  };
}

interface PlayTestRoundProps {
  puzzle: PlayTestPuzzle;
  onAgain: () => void;
  onClose: () => void;
}

/** One play of the puzzle: the clock starts at once, the board and its feedback are the players' own. */
export function PlayTestRound({ puzzle, onAgain, onClose }: PlayTestRoundProps) {
  const { t } = useTranslation();
  const [source] = useState(() => localSource(puzzle));
  const { announce } = useAnnouncer();
  const speak = useFeedbackText(announce);
  const [lastFeedback, setLastFeedback] = useState<{ id: number; feedback: GameFeedback } | null>(null);
  const onFeedback = useCallback(
    (feedback: GameFeedback) => {
      speak(feedback);
      setLastFeedback((previous) => ({ id: (previous?.id ?? 0) + 1, feedback }));
    },
    [speak],
  );
  const game = useGame({ kind: 'guest', date: puzzle.date, isDemo: true, onFeedback, source });
  const started = useRef(false);
  const { state, start } = game;

  useEffect(() => {
    if (state.kind !== 'ready' || started.current) return;
    started.current = true;
    void start();
  }, [state.kind, start]);

  return (
    <>
      {state.kind === 'loading' || state.kind === 'ready' ? <LoadingState /> : null}
      {state.kind === 'failed' || state.kind === 'noGame' ? (
        <ErrorState message={t('controlPanel.games.playtest.failed')} onRetry={onAgain} />
      ) : null}
      {state.kind === 'playing' ? (
        <PlayingBoard
          session={state.session}
          offsetMs={state.offsetMs}
          busy={game.busy}
          lastFeedback={lastFeedback}
          onSubmit={(words) => void game.submit(words)}
          onSwitch={(rowIndex) => void game.switchRow(rowIndex)}
          onForfeit={() => void game.forfeit()}
          onRefresh={game.refresh}
          announce={announce}
        />
      ) : null}
      {state.kind === 'over' ? (
        <PlayTestResult result={state.result} onAgain={onAgain} onClose={onClose} />
      ) : null}
    </>
  );
}
