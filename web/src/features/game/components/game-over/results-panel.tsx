import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { formatGameTime } from '../../../../../../domain/formatting/game-time';
import { ChevronDownIcon } from '../game-icons';
import { PerformanceIndex } from './performance-index';
import { numberFormat } from '../../model/game-numbers';
import './game-over.css';

/**
 * Score, time, mistakes and switches, collapsible (spec 2), and the performance index section for a
 * registered player's game that counts (`performanceOf`; never for demo games).
 */
export function ResultsPanel({
  result,
  performanceOf = null,
}: {
  result: GameResult;
  performanceOf?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  return (
    <details className="results-panel card" open>
      <summary className="results-panel__summary">
        <h2 className="results-panel__title">{t('game.results.title')}</h2>
        <ChevronDownIcon className="results-panel__chevron" />
      </summary>
      <dl className="results-panel__figures">
        <div className="results-panel__figure">
          <dt>{t('game.results.score')}</dt>
          <dd>
            {number.format(result.score)}
            {result.forfeit ? (
              <span className="badge results-panel__forfeit">{t('game.results.forfeited')}</span>
            ) : null}
          </dd>
        </div>
        <div className="results-panel__figure">
          <dt>{t('game.results.time')}</dt>
          <dd>{formatGameTime(result.timeElapsed)}</dd>
        </div>
        <div className="results-panel__figure">
          <dt>{t('game.results.mistakes')}</dt>
          <dd>{number.format(result.mistakes)}</dd>
        </div>
        <div className="results-panel__figure">
          <dt>{t('game.results.switches')}</dt>
          <dd>{number.format(result.switchedCards)}</dd>
        </div>
      </dl>
      {performanceOf !== null ? <PerformanceIndex userId={performanceOf} gameDate={result.gameDate} /> : null}
    </details>
  );
}
