import { AnalyticsPanel } from './analytics/analytics-panel';
import { DailyPlayersPanel } from './daily-players/daily-players-panel';
import { OverviewPanel } from './overview/overview-panel';
import { PuzzlesPanel } from './puzzles/puzzles-panel';
import { ReviewsPanel } from './reviews/reviews-panel';
import './statistics.css';

/**
 * The control panel's statistics (DESIGN 11), its own lazily loaded chunk with the charting library: the
 * shell shows the sub-tabs (overview, daily players, reviews, puzzles, analytics) as links, so each view and its
 * choices (period, page, date) live in the address.
 */
export function StatisticsTab({ subtab }: { subtab: string | undefined }) {
  switch (subtab) {
    case 'daily-players':
      return <DailyPlayersPanel />;
    case 'reviews':
      return <ReviewsPanel />;
    case 'puzzles':
      return <PuzzlesPanel />;
    case 'analytics':
      return <AnalyticsPanel />;
    default:
      return <OverviewPanel />;
  }
}
