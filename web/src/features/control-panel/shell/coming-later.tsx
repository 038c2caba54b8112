import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { CalendarIcon } from '../../../components/ui/icons';
import { tabPath, type TabId } from './control-panel-tabs';
import { TabIcon } from './tab-icons';

/** A tab whose tools come in a later update: what it will hold, and the way to the games meanwhile. */
export function ComingLater({ tab }: { tab: TabId }) {
  const { t } = useTranslation();
  return (
    <section className="card cp-later" aria-labelledby="cp-later-title">
      <span className="cp-later__icon" aria-hidden="true">
        <TabIcon tab={tab} />
      </span>
      <p className="badge">{t('controlPanel.later.badge')}</p>
      <h2 id="cp-later-title" className="cp-later__title">
        {t('controlPanel.later.title')}
      </h2>
      <p className="cp-later__text">{t(`controlPanel.later.about.${tab}`)}</p>
      {tab === 'games' ? null : (
        <ButtonLink to={tabPath('games')} variant="secondary">
          <CalendarIcon />
          {t('controlPanel.later.toGames')}
        </ButtonLink>
      )}
    </section>
  );
}
