import { useTranslation } from 'react-i18next';
import { StarIcon } from './achievement-icons';
import { achievementLook } from './achievement-look';
import { achievementText } from '../model/achievement-text';
import './achievements.css';

interface AchievementItemProps {
  type: string;
  count: number;
  showcased?: boolean;
  /** Showcase mode: the item is a toggle; `pressed` tells whether it is picked. */
  select?: { pressed: boolean; onToggle: () => void };
}

/** One achievement: its family's icon, name and description, how often it was earned, and the showcase mark. */
export function AchievementItem({ type, count, showcased = false, select }: AchievementItemProps) {
  const { t, i18n } = useTranslation();
  const text = achievementText(t, i18n.language, type) ?? { name: type, description: '' };
  const { Icon, tone } = achievementLook(type);
  const marked = select ? select.pressed : showcased;
  const className = `achievement achievement--tone-${tone}${marked ? ' achievement--showcased' : ''}${
    select ? ' achievement--selectable' : ''
  }`;
  const content = (
    <>
      <span className="achievement__icon" aria-hidden="true">
        <Icon width={22} height={22} />
      </span>
      <span className="achievement__text">
        <span className="achievement__name">{text.name}</span>
        {text.description ? <span className="achievement__description">{text.description}</span> : null}
      </span>
      <span className="achievement__marks">
        {count > 1 ? (
          <span className="achievement__count">
            <span aria-hidden="true">{t('achievements.repeat', { count })}</span>
            <span className="visually-hidden">{t('achievements.repeatSpoken', { count })}</span>
          </span>
        ) : null}
        {marked ? (
          <span className="achievement__flag">
            <StarIcon width={14} height={14} />
            {t('achievements.showcase.badge')}
          </span>
        ) : null}
      </span>
    </>
  );
  return select ? (
    <button type="button" className={className} aria-pressed={select.pressed} onClick={select.onToggle}>
      {content}
    </button>
  ) : (
    <div className={className}>{content}</div>
  );
}
