import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { FormAlert } from '../../../components/form/form-alert';
import { IdCardIcon, KeyIcon, MailIcon, TrashIcon, UserIcon } from '../../../components/ui/account-icons';
import type { IconProps } from '../../../components/ui/icon-base';
import { AnalyticsSwitch } from '../../analytics/components/analytics-switch';

export type SettingsSection = 'info' | 'username' | 'password' | 'email' | 'delete';

const SECTIONS: { section: SettingsSection; Icon: ComponentType<IconProps> }[] = [
  { section: 'info', Icon: IdCardIcon },
  { section: 'username', Icon: UserIcon },
  { section: 'password', Icon: KeyIcon },
  { section: 'email', Icon: MailIcon },
  { section: 'delete', Icon: TrashIcon },
];

interface SettingsMenuProps {
  onSelect: (section: SettingsSection) => void;
  /** The section just left: its button gets the focus back. */
  returnedFrom: SettingsSection | null;
  notice: string | null;
}

export function SettingsMenu({ onSelect, returnedFrom, notice }: SettingsMenuProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (returnedFrom !== null)
      list.current?.querySelector<HTMLElement>(`[data-section="${returnedFrom}"]`)?.focus();
  }, [returnedFrom]);

  return (
    <div className="settings-menu">
      <FormAlert message={notice} tone="success" />
      <ul ref={list} className="settings-menu__list">
        {SECTIONS.map(({ section, Icon }) => (
          <li key={section}>
            <button
              type="button"
              data-section={section}
              className={`settings-menu__item${section === 'delete' ? ' settings-menu__item--danger' : ''}`}
              onClick={() => onSelect(section)}
            >
              <Icon />
              <span>{t(`settings.menu.${section}`)}</span>
              <ChevronRightIcon className="settings-menu__chevron" />
            </button>
          </li>
        ))}
      </ul>
      <AnalyticsSwitch />
    </div>
  );
}
