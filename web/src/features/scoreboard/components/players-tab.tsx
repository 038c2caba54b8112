import { useTranslation } from 'react-i18next';
import type { ScoreboardFilter } from '../../../../../contracts/scoreboard.codec';
import { PLAYERS_TAB_MIN_GAMES } from '../../../../../domain/constants/standings.constants';
import { ButtonLink } from '../../../components/ui/button-link';
import { useRemote, type RemoteKey } from '../../../lib/use-remote';
import { SCOREBOARD } from '../hooks/scoreboard-reads';
import { useMyGroups } from '../../groups/hooks/use-my-groups';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { useScoreboardPreferences } from '../hooks/use-scoreboard-preferences';
import { effectiveGroupId } from '../model/preferences';
import { DEFAULT_SORTING, type Sorting } from '../model/sorting';
import { FilterPicker } from './filter-picker';
import { GroupPicker } from './group-picker';
import { PlayersBoard } from './players-board';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { SortPicker } from './sort-picker';

/**
 * `/scoreboard/players`: everyone with 10 games or more, my list, or one of my groups, in the order
 * chosen. The choices are the player's saved preferences, restored on the next visit.
 */
export function PlayersTab() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const { preferences, saveFailed, update } = useScoreboardPreferences();
  const filter = preferences?.filter ?? 'all';
  // My groups matter only to the groups filter: its picker and the group it ranks.
  const groups = useMyGroups(filter === 'groups');
  const [page, setPage] = usePageParam();

  const myGroups = groups.remote.kind === 'ready' ? groups.remote.value : [];
  const groupId = preferences
    ? effectiveGroupId(
        preferences.selectedGroupId,
        myGroups.map((group) => group.id),
      )
    : null;
  const sorting: Sorting | null = preferences && {
    sortBy: preferences.sortBy,
    sortOrder: preferences.sortOrder,
  };
  const ready = sorting !== null && (filter !== 'groups' || groupId !== null);
  const key: RemoteKey | null = ready
    ? [SCOREBOARD, 'players', page, sorting, filter, filter === 'groups' ? groupId : null]
    : null;
  const players = useRemote(key, (signal) =>
    api.players({ page, ...(sorting ?? DEFAULT_SORTING), filter, selectedGroupId: groupId }, signal),
  );

  const change = (changes: Parameters<typeof update>[0]) => {
    update(changes);
    setPage(1);
  };

  const body = () => {
    if (sorting === null) return <LoadingState />;
    if (filter === 'groups' && groupId === null) {
      if (groups.remote.kind === 'loading') return <LoadingState />;
      if (groups.remote.kind === 'failed')
        return <ErrorState message={t('scoreboard.groupsFailed')} onRetry={groups.reload} />;
      return (
        <EmptyState
          action={
            <ButtonLink to="/scoreboard/groups" variant="secondary">
              {t('scoreboard.players.toGroups')}
            </ButtonLink>
          }
        >
          {t('scoreboard.players.noGroups')}
        </EmptyState>
      );
    }
    return (
      <PlayersBoard
        id="players-list"
        remote={players.remote}
        failed={t('scoreboard.players.failed')}
        onRetry={players.reload}
        empty={t(`scoreboard.players.empty.${filter}`, { count: PLAYERS_TAB_MIN_GAMES })}
        caption={t('scoreboard.players.caption')}
        sorting={sorting}
        onSort={change}
        page={page}
        onPage={setPage}
      />
    );
  };

  return (
    <section className="card--stack" aria-labelledby="players-title">
      <h2 id="players-title" className="visually-hidden">
        {t('scoreboard.tabs.players')}
      </h2>
      <div className="sb-toolbar">
        <FilterPicker value={filter} onChange={(next: ScoreboardFilter) => change({ filter: next })} />
        {filter === 'groups' && myGroups.length > 0 ? (
          <GroupPicker groups={myGroups} value={groupId} onChange={(id) => change({ selectedGroupId: id })} />
        ) : null}
        {sorting ? <SortPicker sorting={sorting} onChange={change} /> : null}
      </div>
      {filter === 'all' ? (
        <p className="sb-note">{t('scoreboard.players.minGames', { count: PLAYERS_TAB_MIN_GAMES })}</p>
      ) : null}
      {saveFailed ? (
        <p className="sb-note sb-note--warning" role="status">
          {t('scoreboard.players.saveFailed')}
        </p>
      ) : null}
      {body()}
    </section>
  );
}
