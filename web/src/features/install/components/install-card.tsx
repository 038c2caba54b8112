import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryModal } from '../../../components/ui/use-history-modal';
import { promptInstall } from '../model/install-prompt';
import { InstallIcon } from './install-icons';
import { useInstallOffer } from './use-install-offer';
import { withLaterTexts } from '../../../i18n/language-texts';
import './install.css';

// Only iPhone and iPad players open it.
const IosInstallModal = lazy(async () => ({
  default: (await withLaterTexts(import('./ios-install-modal'))).IosInstallModal,
}));

/**
 * Spec 2: the install button shows while the app is neither installed nor running standalone. Where the
 * browser can install it, the button opens the browser's dialog; on iOS it shows the three manual steps.
 */
export function InstallCard() {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const steps = useHistoryModal('install-ios');
  if (offer.kind === 'none') return null;
  const install = () => (offer.kind === 'ios' ? steps.open() : void promptInstall());
  return (
    <section className="install-card" aria-labelledby="install-card-title">
      <InstallIcon width={28} height={28} className="install-card__icon" />
      <div className="install-card__text">
        <h2 id="install-card-title" className="install-card__title">
          {t('appShell.install.title')}
        </h2>
        <p className="install-card__body">{t('appShell.install.body')}</p>
      </div>
      <button type="button" className="button button--secondary install-card__button" onClick={install}>
        {t('appShell.install.button')}
      </button>
      {steps.isOpen ? (
        <Suspense fallback={null}>
          <IosInstallModal onClose={steps.close} />
        </Suspense>
      ) : null}
    </section>
  );
}
