import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/previous`: the list of past days. */
export function PreviousDaysPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('game.previous.title')}>
      <Placeholder>{t('game.previous.intro')}</Placeholder>
    </Page>
  );
}
