import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../../components/ui/icons';

interface SettingsViewProps {
  title: string;
  /** Absent once there is nowhere to go back to (the account was deleted). */
  onBack?: () => void;
  children: ReactNode;
}

/** A sub-view of the settings: its heading takes the focus, so screen readers hear where they are. */
export function SettingsView({ title, onBack, children }: SettingsViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="settings-view">
      <div className="settings-view__bar">
        {onBack ? (
          <button type="button" className="button button--ghost settings-view__back" onClick={onBack}>
            <ArrowLeftIcon />
            {t('settings.back')}
          </button>
        ) : null}
        <h3 ref={heading} tabIndex={-1} className="settings-view__title">
          {title}
        </h3>
      </div>
      {children}
    </div>
  );
}
