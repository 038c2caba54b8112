import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult } from '../../../../../../contracts/game.codec';
import { viewAchievements } from '../../../../../../domain/achievements/achievement-view';
import { AchievementItem } from '../../../achievements/components/achievement-item';
import { NextGoals } from '../../../achievements/components/next-goals';
import { GOALS_PREVIEW, nextGoals } from '../../../achievements/model/next-goals';
import { useSession } from '../../../auth/hooks/use-session';

/**
 * What this game earned (spec 2), named as in the menu's panel. A fast high score earns a whole ladder of
 * tiers at once: the best of each family shows, the lower tiers one press away. Under it, the nearest
 * goals still ahead, so that a game that earned nothing new still says what to aim for.
 */
export function GameAchievements({ achievements }: { achievements: GameResult['achievements'] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [expanded, setExpanded] = useState(false);
  const best = viewAchievements(achievements, 'more');
  const every = viewAchievements(achievements, 'all');
  const lower = every.length - best.length;
  const shown = expanded ? every : best;
  // The profile catches up with this game a moment after it ends: its achievements count as owned now.
  const owned = [...(user?.achievements ?? []), ...achievements];
  const goals = nextGoals(owned, { gamesPlayed: user?.gamesPlayed ?? 0 }).slice(0, GOALS_PREVIEW);
  return (
    <section className="card game-achievements" aria-labelledby="game-achievements-title">
      <h2 id="game-achievements-title" className="game-over__heading">
        {t('achievements.gameOver.title')}
      </h2>
      {shown.length === 0 ? (
        <p className="game-achievements__none">{t('achievements.gameOver.none')}</p>
      ) : (
        <ul id="game-achievements-list" className="game-achievements__list">
          {shown.map((achievement) => (
            <li key={achievement.type}>
              <AchievementItem type={achievement.type} count={achievement.count} />
            </li>
          ))}
        </ul>
      )}
      {lower > 0 ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls="game-achievements-list"
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded
            ? t('achievements.gameOver.bestOnly')
            : t('achievements.gameOver.lowerTiers', { count: lower })}
        </button>
      ) : null}
      {goals.length > 0 ? <NextGoals goals={goals} /> : null}
    </section>
  );
}
