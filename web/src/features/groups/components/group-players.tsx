import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '../../../../../contracts/social.codec';
import { useRemote } from '../../../lib/use-remote';
import { groupKey } from '../hooks/group-reads';
import { PlayersBoard } from '../../scoreboard/components/players-board';
import { SortPicker } from '../../scoreboard/components/sort-picker';
import { usePageParam } from '../../scoreboard/hooks/use-page-param';
import { DEFAULT_SORTING, type Sorting } from '../../scoreboard/model/sorting';
import { useGroupsApi } from '../hooks/use-groups-api';

/** `/groups/:groupCode/players`: the group's members ranked, in the order chosen. */
export function GroupPlayers({ group }: { group: GroupView }) {
  const { t } = useTranslation();
  const api = useGroupsApi();
  const [page, setPage] = usePageParam();
  const [sorting, setSorting] = useState<Sorting>(DEFAULT_SORTING);
  const { remote, reload } = useRemote(
    [...groupKey(group.id), 'players', page, sorting.sortBy, sorting.sortOrder],
    (signal) => api.players(group.id, page, sorting, signal),
  );
  const sortBy = (next: Sorting) => {
    setSorting(next);
    setPage(1);
  };

  return (
    <section className="card--stack" aria-labelledby="group-players-title">
      <h2 id="group-players-title" className="visually-hidden">
        {t('groups.scoreboard.players')}
      </h2>
      <div className="sb-toolbar">
        <SortPicker sorting={sorting} onChange={sortBy} />
      </div>
      <PlayersBoard
        id="group-players"
        remote={remote}
        failed={t('scoreboard.players.failed')}
        onRetry={reload}
        empty={t('groups.scoreboard.noPlayers')}
        caption={t('groups.scoreboard.caption', { name: group.name })}
        sorting={sorting}
        onSort={sortBy}
        page={page}
        onPage={setPage}
      />
    </section>
  );
}
