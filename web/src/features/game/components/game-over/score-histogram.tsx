import { useTranslation } from 'react-i18next';
import type { PercentileResponse } from '../../../../../../contracts/game.codec';
import { percentile as percentileOf } from '../../../../../../domain/standings/percentile';
import { histogramView } from '../../model/histogram-view';

/**
 * The day's scores in buckets of 400 (spec 9), the player's bucket marked in colour and with a label.
 * The bars are one picture for screen readers: its summary names the player's place.
 */
export function ScoreHistogram({ data, score }: { data: PercentileResponse; score: number }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const view = histogramView(data.scores, score);
  const players = t('game.stats.players', { count: data.totalPlayers || view.total });
  const percent = data.percentile ?? percentileOf(score, data.scores);
  if (view.total === 0) return <p className="day-stats__empty">{t('game.stats.noScores')}</p>;
  const summary = view.playerBar
    ? t('game.stats.histogramSummary', {
        players,
        score: number.format(score),
        from: number.format(view.playerBar.from),
        to: number.format(view.playerBar.to),
        count: t('game.stats.players', { count: view.playerBar.count }),
      })
    : t('game.stats.histogramSummaryNoScore', { players });
  return (
    <figure className="histogram">
      <figcaption className="histogram__caption">
        <span className="histogram__title">{t('game.stats.distribution')}</span>
        <span className="histogram__players">{players}</span>
      </figcaption>
      <div className="histogram__plot" role="img" aria-label={summary}>
        {view.bars.map((bar) => (
          <span
            key={bar.from}
            className={`histogram__bar${bar.isPlayer ? ' histogram__bar--you' : ''}`}
            style={{ height: `${Math.max(bar.count > 0 ? 4 : 1, bar.heightPercent)}%` }}
          >
            {bar.isPlayer ? <span className="histogram__you">{t('game.stats.you')}</span> : null}
          </span>
        ))}
      </div>
      <div className="histogram__axis" aria-hidden="true">
        {view.ticks.map((tick) => (
          <span key={tick.value} style={{ left: `${tick.leftPercent}%` }}>
            {number.format(tick.value)}
          </span>
        ))}
      </div>
      <p className="histogram__percentile">{t('game.stats.percentile', { percent })}</p>
    </figure>
  );
}
