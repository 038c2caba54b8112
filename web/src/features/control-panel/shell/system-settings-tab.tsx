import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { tabPath } from './control-panel-tabs';
import { ComingLater } from './coming-later';

/**
 * Management · System settings. Its switches arrive with a later update; an admin's first visit
 * (`?first=1`, admin spec 2) meets a welcome here that says registration is now open.
 */
export function SystemSettingsTab() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const first = search.get('first') === '1';
  return (
    <>
      {first ? (
        <section className="card cp-welcome" aria-labelledby="cp-welcome-title">
          <h2 id="cp-welcome-title" className="cp-welcome__title">
            {t('controlPanel.welcome.title')}
          </h2>
          <p>{t('controlPanel.welcome.body')}</p>
          <p>{t('controlPanel.welcome.registration')}</p>
          <ButtonLink to={tabPath('games')}>
            {t('controlPanel.welcome.toGames')}
            <ArrowRightIcon />
          </ButtonLink>
        </section>
      ) : null}
      <ComingLater tab="management" />
    </>
  );
}
