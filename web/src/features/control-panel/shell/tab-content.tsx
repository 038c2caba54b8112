import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/page/view-states';
import { GamesTab } from '../games/games-tab';
import type { TabId } from './control-panel-tabs';
import { ComingLater } from './coming-later';
import { SystemSettingsTab } from './system-settings-tab';

// The categories tab is built beside this one and fetched when opened: editors who only plan games never
// download it.
const CategoriesTab = lazy(async () => ({
  default: (await import('../categories/categories-tab')).CategoriesTab,
}));

/** The open tab's own view; tabs that later updates build say so instead of showing an empty page. */
export function TabContent({ tab, subtab }: { tab: TabId; subtab: string | undefined }) {
  switch (tab) {
    case 'games':
      return <GamesTab subtab={subtab} />;
    case 'categories':
      return (
        <Suspense fallback={<LoadingState />}>
          <CategoriesTab subtab={subtab} />
        </Suspense>
      );
    case 'management':
      return subtab === 'system-settings' ? <SystemSettingsTab /> : <ComingLater tab={tab} />;
    default:
      return <ComingLater tab={tab} />;
  }
}
