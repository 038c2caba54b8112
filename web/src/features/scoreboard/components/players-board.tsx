import type { ReactNode } from 'react';
import type { PlayersPage } from '../../../../../contracts/scoreboard.codec';
import type { Remote } from '../../../lib/use-remote';
import { nextSorting, type Sorting } from '../model/sorting';
import { Pager } from './pager';
import { PlayersTable } from './players-table';
import { EmptyState, RemoteView } from '../../../components/page/view-states';

interface PlayersBoardProps {
  /** The list's element id: the pager brings it into view after a turn. */
  id: string;
  remote: Remote<PlayersPage>;
  /** The list's own loading-failed text. */
  failed: string;
  onRetry: () => void;
  /** Shown instead of the table when no one is ranked. */
  empty: ReactNode;
  /** Names the table for screen readers. */
  caption: string;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  page: number;
  onPage: (page: number) => void;
}

/** A page of ranked players with its pager: the players tab, my list and a group's players. */
export function PlayersBoard({
  id,
  remote,
  failed,
  onRetry,
  empty,
  caption,
  sorting,
  onSort,
  page,
  onPage,
}: PlayersBoardProps) {
  return (
    <RemoteView remote={remote} failed={failed} onRetry={onRetry}>
      {(value, refreshing) =>
        value.players.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <div id={id} className="sb-stack">
            <PlayersTable
              players={value.players}
              sorting={sorting}
              onSort={(column) => onSort(nextSorting(sorting, column))}
              caption={caption}
              refreshing={refreshing}
            />
            <Pager
              page={page}
              totalPages={value.totalPages}
              hasMore={value.hasMore}
              onChange={onPage}
              targetId={id}
              busy={refreshing}
            />
          </div>
        )
      }
    </RemoteView>
  );
}
