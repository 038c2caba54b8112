import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/control-panel/:tab/:subtab?`: the administration area (tabs arrive with the control-panel issues). */
export function ControlPanelPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('controlPanel.title')}>
      <Placeholder>{t('controlPanel.placeholder')}</Placeholder>
    </Page>
  );
}
