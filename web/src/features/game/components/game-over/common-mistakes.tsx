import { useTranslation } from 'react-i18next';
import type { MistakeEntry } from '../../../../lib/api';

/** The day's most common wrong guesses, five at most (spec 9). */
export function CommonMistakes({ mistakes }: { mistakes: readonly MistakeEntry[] }) {
  const { t } = useTranslation();
  if (mistakes.length === 0) return <p className="day-stats__empty">{t('game.stats.noMistakes')}</p>;
  return (
    <ol className="mistakes">
      {mistakes.map((mistake) => (
        <li key={mistake.words.join('|')} className="mistakes__item">
          <span className="mistakes__words">{mistake.words.join(' · ')}</span>
          <span className="mistakes__count">{t('game.stats.times', { count: mistake.count })}</span>
        </li>
      ))}
    </ol>
  );
}
