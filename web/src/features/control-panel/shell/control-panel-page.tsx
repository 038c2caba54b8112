import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DocumentTitle } from '../../../components/page/document-title';
import { useSession } from '../../auth/hooks/use-session';
import { addControlPanelTexts } from '../i18n/add-texts';
import { resolveTabRoute, visibleTabs } from './control-panel-tabs';
import { SubtabNav } from './subtab-nav';
import { TabContent } from './tab-content';
import { TabNav } from './tab-nav';
import './control-panel.css';

/**
 * `/control-panel/:tab/:subtab?` (DESIGN 11), its own lazily loaded chunk: the tabs the caller's roles may
 * use beside (desktop) or above (phone) the open tab. RequireRole has let only editors in.
 */
export function ControlPanelPage() {
  const { t, i18n } = useTranslation();
  // Idempotent, and before any text of the panel is read.
  addControlPanelTexts(i18n);
  const { tab, subtab } = useParams();
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const route = resolveTabRoute(roles, tab, subtab);
  if (route.kind === 'redirect') return <Navigate to={route.to} replace />;

  const tabName = t(`controlPanel.tabs.${route.tab}`);
  return (
    <div className="cp container">
      <DocumentTitle page={`${tabName} · ${t('controlPanel.title')}`} />
      <header className="cp__header">
        <p className="eyebrow">{t('controlPanel.title')}</p>
        <h1 className="cp__title">{tabName}</h1>
      </header>
      <div className="cp__layout">
        <TabNav tabs={visibleTabs(roles)} current={route.tab} />
        <div className="cp__content">
          <SubtabNav tab={route.tab} current={route.subtab} />
          <TabContent tab={route.tab} subtab={route.subtab} />
        </div>
      </div>
    </div>
  );
}
