import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { goalText } from '../model/achievement-text';
import type { AchievementGoal } from '../model/next-goals';
import { achievementLook } from './achievement-look';
import './achievements.css';
import './next-goals.css';

interface NextGoalsProps {
  goals: readonly AchievementGoal[];
  /** With its own heading; the goals tab, whose button names it already, goes without. */
  titled?: boolean;
  /** Offered under the list when more goals wait elsewhere (the goals tab). */
  onSeeAll?: () => void;
}

/** Goals still ahead, each a dashed badge with what to do; the games goal shows how far along it is. */
export function NextGoals({ goals, titled = true, onSeeAll }: NextGoalsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (goals.length === 0) return <p className="goals__none">{t('achievements.goals.none')}</p>;
  return (
    <section className="goals" aria-labelledby={titled ? titleId : undefined}>
      {titled ? (
        <h3 id={titleId} className="goals__title">
          {t('achievements.goals.title')}
        </h3>
      ) : null}
      <ul className="goals__list">
        {goals.map((goal) => (
          <li key={goal.type}>
            <GoalItem goal={goal} />
          </li>
        ))}
      </ul>
      {onSeeAll ? (
        <button type="button" className="link-button goals__all" onClick={onSeeAll}>
          {t('achievements.goals.seeAll')}
        </button>
      ) : null}
    </section>
  );
}

function GoalItem({ goal }: { goal: AchievementGoal }) {
  const { t, i18n } = useTranslation();
  const text = goalText(t, i18n.language, goal);
  const { Icon, tone } = achievementLook(goal.type);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={`achievement achievement--goal achievement--tone-${tone}`}>
      <span className="achievement__icon" aria-hidden="true">
        <Icon width={22} height={22} />
      </span>
      <span className="achievement__text">
        <span className="achievement__name">{text.name}</span>
        <span className="achievement__description">{text.description}</span>
        {goal.progress ? (
          <span className="goal__progress">
            <span className="goal__bar" aria-hidden="true">
              <span style={{ width: `${(100 * goal.progress.current) / goal.progress.target}%` }} />
            </span>
            <span className="goal__figure">
              {t('achievements.goals.gamesProgress', {
                current: number.format(goal.progress.current),
                target: number.format(goal.progress.target),
              })}
            </span>
          </span>
        ) : null}
      </span>
    </div>
  );
}
