import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { answerConsent } from '../analytics';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';
import './analytics-switch.css';

/**
 * Consent on and off, for the settings and the privacy notice. Off is a withdrawal: the queue empties and
 * nothing more goes out. Unanswered reads as off (the default), and turning it on is an answer too. The
 * privacy notice leaves out the hint: its own paragraph above says more.
 */
export function AnalyticsSwitch({ withHint = true }: { withHint?: boolean }) {
  const { t } = useTranslation();
  const on = useAnalyticsConsent() === 'granted';
  const hintId = useId();
  return (
    <div className="analytics-switch">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={withHint ? hintId : undefined}
        className="analytics-switch__button"
        onClick={() => answerConsent(on ? 'denied' : 'granted')}
      >
        <span className="analytics-switch__label">{t('analytics.switchLabel')}</span>
        <span className="analytics-switch__state" aria-hidden="true">
          {on ? t('analytics.on') : t('analytics.off')}
        </span>
        <span className="analytics-switch__track" aria-hidden="true">
          <span className="analytics-switch__thumb" />
        </span>
      </button>
      {withHint ? (
        <p id={hintId} className="analytics-switch__hint">
          {t('analytics.switchHint')}
        </p>
      ) : null}
    </div>
  );
}
