import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_VIEWS, type PanelView } from '../model/achievement-list';
import './view-switch.css';

/**
 * Earned, next goals or all tiers (spec 4's views, named for what they hold): a row of toggle buttons, the
 * current one pressed, and a line under them that says what the current one lists. The line describes the
 * group, so it is read with the buttons; it is not a live region too, which would read it twice.
 */
export function ViewSwitch({
  view,
  onChange,
  unavailable = [],
}: {
  view: PanelView;
  onChange: (view: PanelView) => void;
  /** Tabs that cannot be opened now (the goals while picking the showcase from earned ones). */
  unavailable?: readonly PanelView[];
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="achievements__views">
      <div
        className="segmented segmented--fill"
        role="group"
        aria-label={t('achievements.views.label')}
        aria-describedby={hintId}
      >
        {PANEL_VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className="segmented__option"
            aria-pressed={option === view}
            disabled={unavailable.includes(option)}
            onClick={() => onChange(option)}
          >
            {t(`achievements.views.${option}`)}
          </button>
        ))}
      </div>
      <p id={hintId} className="achievements__view-hint">
        {t(`achievements.viewHints.${view}`)}
      </p>
    </div>
  );
}
