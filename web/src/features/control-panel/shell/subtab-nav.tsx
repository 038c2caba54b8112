import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTROL_PANEL_TABS, tabPath, type SubtabId, type TabId } from './control-panel-tabs';

/** Tabs that show their own sub-tab links inside their view. */
const OWN_NAVIGATION: readonly TabId[] = ['categories'];

/** The open tab's sub-tabs as links, when it has any (users, management). */
export function SubtabNav({ tab, current }: { tab: TabId; current: string | undefined }) {
  const { t } = useTranslation();
  const subtabs: readonly string[] =
    CONTROL_PANEL_TABS.find((candidate) => candidate.id === tab)?.subtabs ?? [];
  if (subtabs.length === 0 || OWN_NAVIGATION.includes(tab)) return null;
  return (
    <nav
      className="cp-subnav"
      aria-label={t('controlPanel.nav.subLabel', { tab: t(`controlPanel.tabs.${tab}`) })}
    >
      <ul className="segmented">
        {subtabs.map((subtab) => (
          <li key={subtab}>
            <Link
              to={tabPath(tab, subtab)}
              className="segmented__option"
              aria-current={subtab === current ? 'page' : undefined}
            >
              {t(`controlPanel.subtabs.${subtab as SubtabId}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
