import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_DEFAULT } from '../../../../../../domain/constants/limits.constants';
import { useApi } from '../../../../lib/api-context';
import { RatingField } from './rating-field';

type Level = '1' | '2' | '3' | '4' | '5';

/** Difficulty and fun, 1-5, both starting at 3. A failed save is only logged (spec 7): the thanks stays. */
export function ReviewForm({ gameDate, isDemo }: { gameDate: string; isDemo: boolean }) {
  const { t } = useTranslation();
  const { game } = useApi();
  const [difficulty, setDifficulty] = useState(REVIEW_RATING_DEFAULT);
  const [funLevel, setFunLevel] = useState(REVIEW_RATING_DEFAULT);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    await game.review({ gameDate, difficulty, funLevel, isDemo });
    setState('sent');
  }

  return (
    <section className="review card" aria-labelledby="review-title">
      <h2 id="review-title" className="game-over__heading">
        {t('game.review.title')}
      </h2>
      {state === 'sent' ? (
        <p className="review__thanks" role="status">
          {t('game.review.thanks')}
        </p>
      ) : (
        <form className="review__form" onSubmit={(event) => void submit(event)}>
          <RatingField
            legend={t('game.review.difficulty')}
            value={difficulty}
            describe={(value) => t(`game.review.difficultyLevels.${String(value) as Level}`)}
            onChange={setDifficulty}
          />
          <RatingField
            legend={t('game.review.fun')}
            value={funLevel}
            describe={(value) => t(`game.review.funLevels.${String(value) as Level}`)}
            onChange={setFunLevel}
          />
          <button type="submit" className="button button--secondary" disabled={state === 'sending'}>
            {t('game.review.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
