import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../../components/page/page';
import { Placeholder } from '../../../components/page/placeholder';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { formatGameDate } from '../format-game-date';

/** `/previous/:date`: one past day. A date that is not `YYYY-MM-DD` is a missing page. */
export function PreviousDayPage() {
  const { t, i18n } = useTranslation();
  const { date } = useParams();
  const formatted = date === undefined ? null : formatGameDate(date, i18n.resolvedLanguage ?? 'fi');
  if (formatted === null) return <NotFoundPage />;
  return (
    <Page title={formatted} eyebrow={t('game.previous.dayTitle')}>
      <Placeholder back={{ to: '/previous', label: t('game.previous.backToList') }}>
        {t('game.previous.future')}
      </Placeholder>
    </Page>
  );
}
