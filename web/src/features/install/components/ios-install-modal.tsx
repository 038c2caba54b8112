import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { ShareIcon } from '../../../components/ui/icons';
import { AddToHomeIcon, InstallIcon } from './install-icons';

/** Spec 2: Safari on iOS installs by hand, in three steps, each with the mark the player looks for. */
export function IosInstallModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const steps = [
    { icon: <ShareIcon width={22} height={22} />, text: t('appShell.install.iosShare') },
    { icon: <AddToHomeIcon width={22} height={22} />, text: t('appShell.install.iosAdd') },
    { icon: <InstallIcon width={22} height={22} />, text: t('appShell.install.iosConfirm') },
  ];
  return (
    <Modal title={t('appShell.install.iosTitle')} onClose={onClose}>
      <p>{t('appShell.install.iosIntro')}</p>
      <ol className="install-steps">
        {steps.map((step, index) => (
          <li key={index} className="install-steps__step">
            <span className="install-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="install-steps__icon">{step.icon}</span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
