import { useTranslation } from 'react-i18next';
import { ACHIEVEMENT_VIEWS, type AchievementView } from '../../../../../domain/achievements/achievement-view';

/** Top, more or all (spec 4): a row of toggle buttons, the current one pressed. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: AchievementView;
  onChange: (view: AchievementView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="segmented segmented--fill" role="group" aria-label={t('achievements.views.label')}>
      {ACHIEVEMENT_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className="segmented__option"
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {t(`achievements.views.${option}`)}
        </button>
      ))}
    </div>
  );
}
