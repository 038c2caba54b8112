import { useTranslation } from 'react-i18next';
import type { PercentileResponse } from '../../../../../../contracts/game.codec';
import { histogramView } from '../../model/histogram-view';
import { dayStanding, standingSentence } from '../../model/percentile-phrase';
import { numberFormat } from '../../model/game-numbers';

interface ScoreHistogramProps {
  data: PercentileResponse;
  score: number;
  /** Whether the player's own score is among `data.scores` (see DayStats). */
  counted: boolean;
}

/**
 * The day's scores in buckets of 400 (spec 9), the player's bucket marked in colour and with a label, and
 * where the score stands in words that suit the number of players. A score not among them (a guest's) is
 * a marker line over an empty bucket. The bars are one picture for screen readers: its summary names the
 * player's place.
 */
export function ScoreHistogram({ data, score, counted }: ScoreHistogramProps) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const view = histogramView(data.scores, score);
  const standing = dayStanding(data.scores, score, counted, data.percentile);
  const sentence = standingSentence(standing, counted, t);
  // A guest before any registered player: nothing to draw, and the sentence says so.
  if (view.total === 0) {
    return <p className="day-stats__empty">{counted ? t('game.stats.noScores') : sentence}</p>;
  }
  const players = t('game.stats.players', { count: data.totalPlayers || view.total });
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
        {view.bars.map((bar) => {
          const marker = bar.isPlayer && bar.count === 0;
          const height = marker ? 100 : Math.max(bar.count > 0 ? 4 : 1, bar.heightPercent);
          return (
            <span
              key={bar.from}
              className={`histogram__bar${bar.isPlayer ? ' histogram__bar--you' : ''}${marker ? ' histogram__bar--marker' : ''}`}
              style={{ height: `${height}%` }}
            >
              {bar.isPlayer ? <span className="histogram__you">{t('game.stats.you')}</span> : null}
            </span>
          );
        })}
      </div>
      <div className="histogram__axis" aria-hidden="true">
        {view.ticks.map((tick) => (
          <span key={tick.value} style={{ left: `${tick.leftPercent}%` }}>
            {number.format(tick.value)}
          </span>
        ))}
      </div>
      <p className="histogram__percentile">{sentence}</p>
      {counted && standing.kind === 'alone' ? (
        <p className="histogram__note">{t('game.stats.standing.aloneNote')}</p>
      ) : null}
    </figure>
  );
}
