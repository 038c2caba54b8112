import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MainMenuPage } from '../../features/menu/components/main-menu-page';
import { withLaterTexts } from '../../i18n/language-texts';

// Few visits open the notice: its texts and styles wait for it, while the menu behind shows at once.
const PrivacyNotice = lazy(async () => ({
  default: (await withLaterTexts(import('../../features/privacy/components/privacy-notice'))).PrivacyNotice,
}));

/** `/gdpr`: the privacy notice over the main menu; closing it returns to `/`. */
export function GdprRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MainMenuPage pageTitle={t('gdpr.title')}>
      <Suspense fallback={null}>
        <PrivacyNotice onClose={() => void navigate('/', { replace: true })} />
      </Suspense>
    </MainMenuPage>
  );
}
