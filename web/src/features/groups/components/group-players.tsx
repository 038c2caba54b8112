import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { Pager } from '../../scoreboard/components/pager';
import { PlayersTable } from '../../scoreboard/components/players-table';
import { EmptyState, RemoteView } from '../../scoreboard/components/remote-view';
import { SortPicker } from '../../scoreboard/components/sort-picker';
import { usePageParam } from '../../scoreboard/hooks/use-page-param';
import { useRemote } from '../../scoreboard/hooks/use-remote';
import { DEFAULT_SORTING, nextSorting, type Sorting } from '../../scoreboard/model/sorting';
import { useGroupsApi } from '../hooks/use-groups-api';

/** `/groups/:groupCode/players`: the group's members ranked, in the order chosen. */
export function GroupPlayers({ group }: { group: GroupView }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const [page, setPage] = usePageParam();
  const [sorting, setSorting] = useState<Sorting>(DEFAULT_SORTING);
  const { remote, reload } = useRemote(
    `group-players:${group.id}:${page}:${sorting.sortBy}:${sorting.sortOrder}`,
    (signal) => api.players(group.id, page, sorting, signal),
  );
  const sortBy = (next: Sorting) => {
    setSorting(next);
    setPage(1);
  };

  return (
    <section className="sb-panel" aria-labelledby="group-players-title">
      <h2 id="group-players-title" className="visually-hidden">
        {t('groups.scoreboard.players')}
      </h2>
      <div className="sb-toolbar">
        <SortPicker sorting={sorting} onChange={sortBy} />
      </div>
      <RemoteView remote={remote} failed={t('scoreboard.players.failed')} onRetry={reload}>
        {(value, refreshing) =>
          value.players.length === 0 ? (
            <EmptyState>{t('groups.scoreboard.noPlayers')}</EmptyState>
          ) : (
            <div id="group-players" className="sb-stack">
              <PlayersTable
                players={value.players}
                sorting={sorting}
                onSort={(column) => sortBy(nextSorting(sorting, column))}
                caption={t('groups.scoreboard.caption', { name: group.name })}
                refreshing={refreshing}
              />
              <Pager
                page={page}
                totalPages={value.totalPages}
                hasMore={value.hasMore}
                onChange={setPage}
                targetId="group-players"
                busy={refreshing}
              />
            </div>
          )
        }
      </RemoteView>
    </section>
  );
}
