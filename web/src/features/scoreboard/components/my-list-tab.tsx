import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../lib/use-remote';
import { FOLLOWING_KEY, SCOREBOARD, useFollowsChanged } from '../hooks/scoreboard-reads';
import { usePageParam } from '../hooks/use-page-param';
import { useScoreboardApi } from '../hooks/use-scoreboard-api';
import { DEFAULT_SORTING, type Sorting } from '../model/sorting';
import { FollowButton } from './follow-button';
import { OwnScores } from './own-scores';
import { PlayersBoard } from './players-board';
import { EmptyState, RemoteView } from '../../../components/page/view-states';
import { UserSearch } from './user-search';

/**
 * `/scoreboard/my-list`: the players I follow ranked with me, finding players to follow, the list itself,
 * and my own game history.
 */
export function MyListTab() {
  const { t } = useTranslation();
  const api = useScoreboardApi();
  const [page, setPage] = usePageParam();
  const [sorting, setSorting] = useState<Sorting>(DEFAULT_SORTING);
  const standings = useRemote([SCOREBOARD, 'personal', page, sorting.sortBy, sorting.sortOrder], (signal) =>
    api.personal(page, sorting, signal),
  );
  const following = useRemote(FOLLOWING_KEY, (signal) => api.following(signal));
  const followedIds = new Set(
    following.remote.kind === 'ready' ? following.remote.value.map((p) => p.userId) : [],
  );

  const changed = useFollowsChanged();
  const sortBy = (next: Sorting) => {
    setSorting(next);
    setPage(1);
  };

  return (
    <section className="card--stack" aria-labelledby="my-list-title">
      <div>
        <h2 id="my-list-title" className="sb-heading">
          {t('scoreboard.myList.title')}
        </h2>
        <p className="sb-intro">{t('scoreboard.myList.intro')}</p>
      </div>
      <PlayersBoard
        id="my-list"
        remote={standings.remote}
        failed={t('scoreboard.myList.failed')}
        onRetry={standings.reload}
        empty={t('scoreboard.myList.empty')}
        caption={t('scoreboard.myList.caption')}
        sorting={sorting}
        onSort={sortBy}
        page={page}
        onPage={setPage}
      />

      <div className="sb-columns">
        <section className="card card--stack sb-card" aria-labelledby="find-title">
          <h3 id="find-title" className="card__title">
            {t('scoreboard.myList.find')}
          </h3>
          <UserSearch
            label={t('scoreboard.search.label')}
            renderAction={(user) => (
              <FollowButton
                userId={user.userId}
                username={user.username}
                following={
                  followedIds.has(user.userId) || (user.isFollowed && following.remote.kind !== 'ready')
                }
                onChanged={changed}
              />
            )}
          />
        </section>

        <section className="card card--stack sb-card" aria-labelledby="following-title">
          <h3 id="following-title" className="card__title">
            {t('scoreboard.myList.following')}
            {following.remote.kind === 'ready' ? (
              <span className="badge">{following.remote.value.length}</span>
            ) : null}
          </h3>
          <RemoteView
            remote={following.remote}
            failed={t('scoreboard.myList.followingFailed')}
            onRetry={following.reload}
          >
            {(list) =>
              list.length === 0 ? (
                <EmptyState>{t('scoreboard.myList.followingEmpty')}</EmptyState>
              ) : (
                <ul className="sb-users">
                  {list.map((player) => (
                    <li key={player.userId} className="sb-users__item">
                      <span className="player-name__text">{player.username}</span>
                      <FollowButton
                        userId={player.userId}
                        username={player.username}
                        following
                        plain
                        onChanged={changed}
                      />
                    </li>
                  ))}
                </ul>
              )
            }
          </RemoteView>
        </section>
      </div>

      <OwnScores />
    </section>
  );
}
