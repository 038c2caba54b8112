import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '../../../components/ui/icons';
import type { GameSessionState } from '../../../../../contracts/game.codec';
import { MAX_SWITCHES, SWITCH_PENALTY } from '../../../../../domain/constants/scoring.constants';
import { SECOND_MS } from '../../../../../domain/constants/time.constants';
import type { GameFeedback } from '../hooks/use-game';
import { useLiveScore } from '../hooks/use-live-score';
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return';
import { useZeroScoreCheck } from '../hooks/use-zero-score-check';
import { armedRowIndex, armRow, type ArmedSwitch } from '../model/armed-switch';
import {
  arrange,
  serverOrder,
  shuffledOrder,
  type DisplayOrder,
  type DisplayRow,
} from '../model/display-order';
import { keepOnGrid, toggle, type Selection } from '../model/selection';
import { GameControls } from './game-controls';
import { ScorePanel } from './score-panel';
import { SolvedCategories } from './solved-categories';
import { useShake } from '../hooks/use-shake';
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
      const cost = new Intl.NumberFormat(i18n.language).format(SWITCH_PENALTY);
      const shownRow = rows.findIndex((displayed) => displayed.rowIndex === row.rowIndex) + 1;
      announce(t('game.switch.armed', { row: shownRow, cost }));
      return;
    }
    setArmed(null);
    onSwitch(row.rowIndex);
  }

  return (
    <div className="playing-board">
      <ScorePanel
        score={live.score}
        elapsedSeconds={live.elapsedSeconds}
        mistakes={session.mistakes}
        switches={session.switchedWords.length}
        solved={session.completedCategories}
        colors={colors}
      />
      <SolvedCategories categories={solved} switched={session.switchedWords} />
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
      <GameControls
        selected={selection.length}
        busy={busy}
        onShuffle={() => {
          setArmed(null);
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
