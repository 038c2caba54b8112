import { ButtonLink } from '../../../../components/ui/button-link';
import { ArrowRightIcon } from '../../../../components/ui/icons';
import { tabPath } from '../../shell/control-panel-tabs';
import { useManagementText } from '../i18n/texts';

/**
 * An admin's first visit (`?first=1`, admin spec 2): a welcome that says registration is now open, which
 * the menu's button did on the way here (../../shell/first-visit.ts).
 */
export function WelcomeCard() {
  const { t } = useManagementText();
  return (
    <section className="card cp-welcome" aria-labelledby="cp-welcome-title">
      <h2 id="cp-welcome-title" className="cp-welcome__title">
        {t('welcome.title')}
      </h2>
      <p>{t('welcome.body')}</p>
      <p>{t('welcome.registration')}</p>
      <ButtonLink to={tabPath('games')}>
        {t('welcome.toGames')}
        <ArrowRightIcon />
      </ButtonLink>
    </section>
  );
}
