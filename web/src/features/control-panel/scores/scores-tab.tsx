import { ScoreEditor } from './edit/score-editor';
import { RecalculationCard } from './recalculation/recalculation-card';
import './scores.css';

/**
 * The control panel's scores (DESIGN 11), an admin's only, in its own lazily loaded chunk: the
 * recalculation of every scoreboard with its streamed progress, and the correction of a single score.
 */
export function ScoresTab() {
  return (
    <div className="cp-scores">
      <RecalculationCard />
      <ScoreEditor />
    </div>
  );
}
