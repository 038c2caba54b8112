import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collapseToBestTiers } from '../../../../../../domain/achievements/achievement-view';
import { achievementText } from '../../../achievements/model/achievement-text';
import { useUsersText } from '../i18n/texts';
import { NoneYet, Section } from './section';

type Owned = { type: string; count: number };

/**
 * The user's achievements by name, with how many times each was earned: the best tier of each family
 * first (as players see them), every tier on request.
 */
export function AchievementsCard({ achievements }: { achievements: Owned[] }) {
  const { t, language } = useUsersText();
  const { t: app } = useTranslation();
  const [everyTier, setEveryTier] = useState(false);
  const best = collapseToBestTiers(achievements);
  const shown = everyTier ? achievements : best;
  return (
    <Section
      title={t('achievements.title')}
      aside={achievements.length > 0 ? <span className="badge">{achievements.length}</span> : undefined}
    >
      {achievements.length === 0 ? (
        <NoneYet>{t('achievements.none')}</NoneYet>
      ) : (
        <>
          <ul className="users-achievements">
            {shown.map(({ type, count }) => (
              <li key={type} className="users-achievement">
                <span>{achievementText(app, language, type)?.name ?? type}</span>
                {count > 1 ? (
                  <span className="users-achievement__count">
                    <span aria-hidden="true">{t('achievements.count', { count })}</span>
                    <span className="visually-hidden">{t('achievements.countSpoken', { count })}</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {best.length < achievements.length ? (
            <button type="button" className="link-button" onClick={() => setEveryTier((current) => !current)}>
              {everyTier
                ? t('achievements.showBest')
                : t('achievements.showAll', { count: achievements.length })}
            </button>
          ) : null}
        </>
      )}
    </Section>
  );
}
