import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { deriveGamePageResult } from '../../../../../../domain/scoring/game-status';
import { RevealedCategories } from '../../../game/components/game-over/revealed-categories';

/** The end of a play-test, compact: the score and how it came about, then every group revealed. */
export function PlayTestResult({
  result,
  onAgain,
  onClose,
}: {
  result: GameResult;
  onAgain: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const outcome = deriveGamePageResult(result);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className="cp-playtest__result">
      <section className="card cp-playtest__score" aria-labelledby="cp-playtest-outcome">
        <h3 id="cp-playtest-outcome" className="cp-playtest__outcome">
          {t(`game.over.${outcome}`)}
        </h3>
        <p className="cp-playtest__points">{t('game.over.points', { score: number.format(result.score) })}</p>
        <p className="cp-playtest__figures">
          {t('controlPanel.games.playtest.figures', {
            time: `${Math.floor(result.elapsedTime / 60)}:${String(result.elapsedTime % 60).padStart(2, '0')}`,
            mistakes: result.mistakes,
            switches: result.switchedCards,
          })}
        </p>
        <div className="cp-playtest__actions">
          <button type="button" className="button button--primary" onClick={onAgain}>
            {t('controlPanel.games.playtest.again')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('controlPanel.games.playtest.back')}
          </button>
        </div>
      </section>
      <RevealedCategories
        categories={result.categories}
        completed={result.completedCategories}
        switched={result.switchedWords}
        switchedPairs={result.switchedWordPairs}
      />
    </div>
  );
}
