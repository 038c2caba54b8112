import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/ui/icons';
import type { GameSessionState } from '../../../../../contracts/game.codec';
import { MAX_SWITCHES, SWITCH_PENALTY } from '../../../../../domain/constants/scoring.constants';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import type { GameFeedback } from '../hooks/use-game';
import { useBoardMotion } from '../hooks/use-board-motion';
import { useFlash } from '../hooks/use-flash';
import { useLiveScore } from '../hooks/use-live-score';
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return';
import { useZeroScoreCheck } from '../hooks/use-zero-score-check';
import { armedRowIndex, armRow, type ArmedSwitch } from '../model/armed-switch';
import { LOSS_SHOWN_MS, numbered, pointsLostBy, verdictOf, VERDICT_SHOWN_MS } from '../model/board-feedback';
import {
  arrange,
  serverOrder,
  shuffledOrder,
  type DisplayOrder,
  type DisplayRow,
} from '../model/display-order';
import { formatPoints } from '../model/game-numbers';
import { keepOnGrid, toggle, type Selection } from '../model/selection';
import { GameControls } from './game-controls';
import { ScorePanel } from './score-panel';
import { SolvedCategories } from './solved-categories';
import { useShake } from '../hooks/use-shake';
import { VerdictBadge } from './verdict-badge';
import { WordGrid } from './word-grid';

/** An armed switch button waits this long for its confirming press. */
const ARM_MS = 4 * SECOND_MS;

interface PlayingBoardProps {
  session: GameSessionState;
  offsetMs: number;
  busy: boolean;
  lastFeedback: { id: number; feedback: GameFeedback } | null;
  onSubmit: (words: readonly string[]) => void;
  onSwitch: (rowIndex: number) => void;
  onForfeit: () => void;
  onRefresh: () => Promise<unknown>;
  announce: (text: string) => void;
  /** A game dialog is open: it disarms an armed switch like any other action. */
  dialogOpen?: boolean;
  /** A new value puts the focus on the first word (see WordGrid). */
  focusRequest?: number | string | null;
}

export function PlayingBoard(props: PlayingBoardProps) {
  const { session, offsetMs, busy, lastFeedback, onSubmit, onSwitch, onForfeit, onRefresh, announce } = props;
  const { dialogOpen = false, focusRequest = null } = props;
  const { t, i18n } = useTranslation();
  const live = useLiveScore(session, offsetMs);
  useZeroScoreCheck(live.score, session.gameStatus === 'playing', onRefresh);
  useRefreshOnReturn(onRefresh);

  const [picked, setPicked] = useState<Selection>([]);
  const [order, setOrder] = useState<DisplayOrder>(() => serverOrder(session.gridLayout));
  const [armed, setArmed] = useState<ArmedSwitch | null>(null);
  const cards = useRef(new Map<string, HTMLButtonElement>());
  const board = useRef<HTMLDivElement>(null);
  const selection = keepOnGrid(picked, session.gridLayout);
  const rows = useMemo(() => arrange(session.gridLayout, order), [session.gridLayout, order]);
  // Rows that re-flowed under an armed switch (a solve, another device) no longer hold its words: disarmed.
  const armedRow = armedRowIndex(armed, rows);
  const solved = session.completedCategories
    .map((position) => session.revealedCategoryData.find((category) => category.position === position))
    .filter((category) => category !== undefined);
  const colors = new Map(solved.map((category) => [category.position, category.color]));
  const freshWord = lastFeedback?.feedback.type === 'switched' ? lastFeedback.feedback.newWord : null;
  const canSwitch = session.switchedWords.length < MAX_SWITCHES;

  useShake(lastFeedback, selection, cards);
  const motion = useBoardMotion({
    root: board,
    order,
    last: lastFeedback,
    solved: session.completedCategories,
  });
  // Seen at a glance beside the toast's words: one away or a plain miss by the grid, the points lost by
  // the score. Both are pictures of what the live region already says, so screen readers skip them.
  const verdict = useFlash(numbered(lastFeedback, verdictOf), VERDICT_SHOWN_MS);
  const loss = useFlash(numbered(lastFeedback, pointsLostBy), LOSS_SHOWN_MS);

  useEffect(() => {
    if (armed === null) return;
    const timer = window.setTimeout(() => setArmed(null), ARM_MS);
    return () => window.clearTimeout(timer);
  }, [armed]);

  // Opening a dialog disarms (React's "state from a changed prop", so no effect runs a render late).
  const [dialogWasOpen, setDialogWasOpen] = useState(dialogOpen);
  if (dialogOpen !== dialogWasOpen) {
    setDialogWasOpen(dialogOpen);
    if (dialogOpen) setArmed(null);
  }

  function toggleWord(word: string) {
    setArmed(null);
    const next = toggle(selection, word);
    if (next === selection) announce(t('game.board.full'));
    else setPicked(next);
  }

  function pressSwitch(row: DisplayRow) {
    if (armedRow !== row.rowIndex) {
      setArmed(armRow(row));
      const cost = formatPoints(SWITCH_PENALTY, i18n.language);
      const shownRow = rows.findIndex((displayed) => displayed.rowIndex === row.rowIndex) + 1;
      announce(t('game.switch.armed', { row: shownRow, cost }));
      return;
    }
    setArmed(null);
    onSwitch(row.rowIndex);
  }

  return (
    <div className="playing-board" ref={board}>
      <ScorePanel
        score={live.score}
        elapsedSeconds={live.elapsedSeconds}
        mistakes={session.mistakes}
        switches={session.switchedWords.length}
        solved={session.completedCategories}
        colors={colors}
        loss={loss}
      />
      <SolvedCategories categories={solved} switched={session.switchedWords} />
      <div className="playing-board__grid">
        <VerdictBadge verdict={verdict} />
        <WordGrid
          rows={rows}
          selection={selection}
          busy={busy}
          canSwitch={canSwitch}
          armedRow={armedRow}
          freshWord={freshWord}
          focusRequest={focusRequest}
          onToggle={toggleWord}
          onSwitch={pressSwitch}
          cardRefs={cards}
        />
      </div>
      <GameControls
        selected={selection.length}
        busy={busy}
        onShuffle={() => {
          setArmed(null);
          motion.beforeShuffle();
          setOrder(shuffledOrder(session.gridLayout, order, Math.random));
          announce(t('game.controls.shuffled'));
        }}
        onClear={() => {
          setArmed(null);
          setPicked([]);
          announce(t('game.controls.cleared'));
        }}
        onSubmit={() => {
          setArmed(null);
          motion.beforeGuess(selection);
          onSubmit(selection);
        }}
      />
      <button
        type="button"
        className="button button--ghost playing-board__forfeit"
        onClick={() => {
          setArmed(null);
          onForfeit();
        }}
      >
        <FlagIcon width={18} height={18} />
        {t('game.controls.forfeit')}
      </button>
    </div>
  );
}
