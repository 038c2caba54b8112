import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';

/** `/groups/:groupCode/*`: one group's scoreboard. */
export function GroupScoreboardPage() {
  const { t } = useTranslation();
  const { groupCode = '' } = useParams();
  return (
    <Page title={t('groups.title')} eyebrow={t('groups.code', { code: groupCode })}>
      <Placeholder>{t('groups.placeholder')}</Placeholder>
    </Page>
  );
}
