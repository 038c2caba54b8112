import { useTranslation } from 'react-i18next';
import { ClockIcon, CrossIcon, SwitchIcon } from '../../../components/ui/icons';
import { formatGameTime } from '../../../../../domain/formatting/game-time';
import { CategoryProgress } from './category-progress';

interface ScorePanelProps {
  score: number;
  elapsedSeconds: number;
  mistakes: number;
  switches: number;
  solved: readonly number[];
  /** The found groups' stored colours by position. */
  colors?: ReadonlyMap<number, string>;
}

/**
 * Score, time, mistakes, switches and found groups. The ticking figures are not a live region: reading
 * the score aloud every second would drown everything else; changes that matter are announced.
 */
export function ScorePanel({ score, elapsedSeconds, mistakes, switches, solved, colors }: ScorePanelProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="score-panel" aria-label={t('game.score.region')} data-hotspot="score">
      <div className="score-panel__score">
        <span className="score-panel__value">{number.format(score)}</span>
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
