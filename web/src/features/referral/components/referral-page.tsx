import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/referral`: the player's invite link and what it has earned. */
export function ReferralPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('referral.title')}>
      <Placeholder>{t('referral.placeholder')}</Placeholder>
    </Page>
  );
}
