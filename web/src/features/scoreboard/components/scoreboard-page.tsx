import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/scoreboard/*`: days, players and the personal list (tabs arrive with the scoreboard issue). */
export function ScoreboardPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('scoreboard.title')}>
      <Placeholder>{t('scoreboard.placeholder')}</Placeholder>
    </Page>
  );
}
