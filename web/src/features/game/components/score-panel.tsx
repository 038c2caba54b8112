import { useTranslation } from 'react-i18next';
import { ClockIcon, CrossIcon, SwitchIcon } from '../../../components/ui/icons';
import { formatGameTime } from '../../../../../domain/formatting/game-time';
import type { Numbered } from '../model/board-feedback';
import { formatLoss, formatPoints } from '../model/game-numbers';
import { CategoryProgress } from './category-progress';

interface ScorePanelProps {
  score: number;
  elapsedSeconds: number;
  mistakes: number;
  switches: number;
  solved: readonly number[];
  /** The found groups' stored colours by position. */
  colors?: ReadonlyMap<number, string>;
  /** Points the last move cost, shown beside the score for a moment ("−500", "−1 000"). */
  loss?: Numbered<number> | null;
}

/**
 * Score, time, mistakes, switches and found groups. The ticking figures are not a live region: reading
 * the score aloud every second would drown everything else; changes that matter are announced. So is a
 * cost: the toast says "−500 points", and the figure that floats up beside the score is hidden from
 * screen readers, so it is not said twice.
 */
export function ScorePanel(props: ScorePanelProps) {
  const { score, elapsedSeconds, mistakes, switches, solved, colors, loss = null } = props;
  const { t, i18n } = useTranslation();
  return (
    <section className="score-panel" aria-label={t('game.score.region')} data-hotspot="score">
      <div className="score-panel__score">
        <span className="score-panel__anchor">
          <span className="score-panel__value">{formatPoints(score, i18n.language)}</span>
          {loss ? (
            <span key={loss.id} className="score-panel__loss" aria-hidden="true">
              {formatLoss(loss.value, i18n.language)}
            </span>
          ) : null}
        </span>
        <span className="score-panel__label">{t('game.score.label')}</span>
      </div>
      <dl className="score-panel__figures">
        <div className="score-panel__figure">
          <dt>
            <ClockIcon width={16} height={16} />
            <span className="visually-hidden">{t('game.score.time')}</span>
          </dt>
          <dd>{formatGameTime(elapsedSeconds)}</dd>
        </div>
        <div className="score-panel__figure" data-warn={mistakes > 0 || undefined}>
          <dt>
            <CrossIcon width={16} height={16} />
            <span className="visually-hidden">{t('game.score.mistakes')}</span>
          </dt>
          <dd>{mistakes}</dd>
        </div>
        <div className="score-panel__figure" data-warn={switches > 0 || undefined}>
          <dt>
            <SwitchIcon width={16} height={16} />
            <span className="visually-hidden">{t('game.score.switches')}</span>
          </dt>
          <dd>{switches}</dd>
        </div>
      </dl>
      <CategoryProgress solved={solved} colors={colors} />
    </section>
  );
}
