import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { useSession } from '../../auth/hooks/use-session';
import { ChangePasswordForm } from './change-password-form';
import { ChangeUsernameForm } from './change-username-form';
import { DeleteAccount } from './delete-account';
import { EmailSettings } from './email-settings';
import { SettingsMenu, type SettingsSection } from './settings-menu';
import { SettingsView } from './settings-view';
import { UserInfo } from './user-info';
import './settings.css';

/** Settings: a menu of sections, each a sub-view with a back button (spec 2). */
export function SettingsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [section, setSection] = useState<SettingsSection | null>(null);
  const [returnedFrom, setReturnedFrom] = useState<SettingsSection | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  if (user === null) return null;

  const open = (next: SettingsSection) => {
    setNotice(null);
    setSection(next);
  };
  const back = (message: string | null = null) => {
    setNotice(message);
    setReturnedFrom(section);
    setSection(null);
  };

  return (
    <Modal title={t('settings.title')} onClose={onClose}>
      {section === null ? (
        <SettingsMenu onSelect={open} returnedFrom={returnedFrom} notice={notice} />
      ) : (
        <SettingsView title={t(`settings.menu.${section}`)} onBack={deleted ? undefined : () => back()}>
          {section === 'info' ? <UserInfo user={user} /> : null}
          {section === 'username' ? (
            <ChangeUsernameForm user={user} onDone={back} onCancel={() => back()} />
          ) : null}
          {section === 'password' ? <ChangePasswordForm onDone={back} onCancel={() => back()} /> : null}
          {section === 'email' ? <EmailSettings user={user} onDone={back} /> : null}
          {section === 'delete' ? (
            <DeleteAccount onDeleted={() => setDeleted(true)} onCancel={() => back()} />
          ) : null}
        </SettingsView>
      )}
    </Modal>
  );
}
