import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/page/view-states';
import { GamesTab } from '../games/games-tab';
import type { TabId } from './control-panel-tabs';
import { ComingLater } from './coming-later';

// The categories tab is built beside this one and fetched when opened: editors who only plan games never
// download it.
const CategoriesTab = lazy(async () => ({
  default: (await import('../categories/categories-tab')).CategoriesTab,
}));
// The users tab is an admin's only: nobody else downloads it.
const UsersTab = lazy(async () => ({
  default: (await import('../users/users-tab')).UsersTab,
}));
// The statistics bring a charting library: only those who open them download it.
const StatisticsTab = lazy(async () => ({
  default: (await import('../statistics/statistics-tab')).StatisticsTab,
}));
// The scores and the audit log are an admin's only: nobody else downloads them.
const ScoresTab = lazy(async () => ({
  default: (await import('../scores/scores-tab')).ScoresTab,
}));
const AuditTab = lazy(async () => ({
  default: (await import('../audit/audit-tab')).AuditTab,
}));
// Messages, news (with its rich-text editor, a chunk of its own again) and e-mail: each its own chunk.
const MessagesTab = lazy(async () => ({
  default: (await import('../messages/messages-tab')).MessagesTab,
}));
const NewsTab = lazy(async () => ({
  default: (await import('../news/news-tab')).NewsTab,
}));
const EmailTab = lazy(async () => ({
  default: (await import('../email/email-tab')).EmailTab,
}));
// System settings and branding are an admin's only: nobody else downloads them.
const ManagementTab = lazy(async () => ({
  default: (await import('../management/management-tab')).ManagementTab,
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
    case 'users':
      return (
        <Suspense fallback={<LoadingState />}>
          <UsersTab subtab={subtab} />
        </Suspense>
      );
    case 'statistics':
      return (
        <Suspense fallback={<LoadingState />}>
          <StatisticsTab subtab={subtab} />
        </Suspense>
      );
    case 'scores':
      return (
        <Suspense fallback={<LoadingState />}>
          <ScoresTab />
        </Suspense>
      );
    case 'audit':
      return (
        <Suspense fallback={<LoadingState />}>
          <AuditTab />
        </Suspense>
      );
    case 'messages':
      return (
        <Suspense fallback={<LoadingState />}>
          <MessagesTab />
        </Suspense>
      );
    case 'news':
      return (
        <Suspense fallback={<LoadingState />}>
          <NewsTab subtab={subtab} />
        </Suspense>
      );
    case 'email':
      return (
        <Suspense fallback={<LoadingState />}>
          <EmailTab />
        </Suspense>
      );
    case 'management':
      return (
        <Suspense fallback={<LoadingState />}>
          <ManagementTab subtab={subtab} />
        </Suspense>
      );
    default:
      return <ComingLater tab={tab} />;
  }
}
