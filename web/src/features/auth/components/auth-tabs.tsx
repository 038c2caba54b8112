import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export type AuthTab = 'login' | 'register';

interface AuthTabsProps {
  active: AuthTab;
  onChange: (tab: AuthTab) => void;
  registrationOpen: boolean;
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
}

export const tabId = (prefix: string, tab: AuthTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** Login | Register, as an ARIA tab list: arrow keys move between the tabs, only the active one is tabbable. */
export function AuthTabs({ active, onChange, registrationOpen, idPrefix }: AuthTabsProps) {
  const { t } = useTranslation();
  const tabs: { tab: AuthTab; label: string; disabled: boolean }[] = [
    { tab: 'login', label: t('auth.panel.loginTab'), disabled: false },
    { tab: 'register', label: t('auth.panel.registerTab'), disabled: !registrationOpen },
  ];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = event.key === 'ArrowLeft' || event.key === 'Home' ? 'login' : 'register';
    if (next === 'register' && !registrationOpen) return;
    onChange(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };

  return (
    <div className="auth-tabs" role="tablist" aria-label={t('auth.panel.tabs')} onKeyDown={onKeyDown}>
      {tabs.map(({ tab, label, disabled }) => (
        <button
          key={tab}
          id={tabId(idPrefix, tab)}
          type="button"
          role="tab"
          className="auth-tabs__tab"
          aria-selected={active === tab}
          aria-controls={panelId(idPrefix)}
          tabIndex={active === tab ? 0 : -1}
          disabled={disabled}
          onClick={() => onChange(tab)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
