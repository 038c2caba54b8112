import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { AchievementItem } from '../../../achievements/components/achievement-item';

/** What this game earned (spec 2), with the names and descriptions of the menu's panel. */
export function GameAchievements({ achievements }: { achievements: GameResult['achievements'] }) {
  const { t } = useTranslation();
  return (
    <section className="card game-achievements" aria-labelledby="game-achievements-title">
      <h2 id="game-achievements-title" className="game-over__heading">
        {t('achievements.gameOver.title')}
      </h2>
      {achievements.length === 0 ? (
        <p className="game-achievements__none">{t('achievements.gameOver.none')}</p>
      ) : (
        <ul className="game-achievements__list">
          {achievements.map((achievement) => (
            <li key={achievement.type}>
              <AchievementItem type={achievement.type} count={achievement.count} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
