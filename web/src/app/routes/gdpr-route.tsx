import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainMenuPage } from '../../features/menu/components/main-menu-page';
import { PrivacyNotice } from '../../features/privacy/components/privacy-notice';

/** `/gdpr`: the privacy notice over the main menu; closing it returns to `/`. */
export function GdprRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MainMenuPage pageTitle={t('gdpr.title')}>
      <PrivacyNotice onClose={() => void navigate('/', { replace: true })} />
    </MainMenuPage>
  );
}
