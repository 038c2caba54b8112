import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/suggestions`: category suggestions for future games. */
export function SuggestionsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('suggestions.title')}>
      <Placeholder>{t('suggestions.placeholder')}</Placeholder>
    </Page>
  );
}
