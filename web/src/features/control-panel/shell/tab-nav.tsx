import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoreToTheRight } from '../../../lib/use-more-to-the-right';
import { tabPath, type TabDefinition, type TabId } from './control-panel-tabs';
import { TabIcon } from './tab-icons';

/**
 * The tabs as links (each has its address, so back and deep links work): a sideways-scrolling row on a
 * phone, with a fade while more tabs hide to the right; a column beside the content on a wide screen.
 */
export function TabNav({ tabs, current }: { tabs: readonly TabDefinition[]; current: TabId }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const more = useMoreToTheRight(scroller);
  return (
    <nav
      ref={scroller}
      className={`cp-nav${more ? ' cp-nav--more' : ''}`}
      aria-label={t('controlPanel.nav.label')}
    >
      <ul className="cp-nav__list">
        {tabs.map((tab) => {
          const id = tab.id as TabId;
          return (
            <li key={id}>
              <Link
                to={tabPath(id)}
                className="cp-nav__tab"
                aria-current={id === current ? 'page' : undefined}
                ref={(element) => {
                  // The open tab stays in sight on a phone, however far along the row it is.
                  if (element && id === current)
                    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
                }}
              >
                <TabIcon tab={id} />
                <span>{t(`controlPanel.tabs.${id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
