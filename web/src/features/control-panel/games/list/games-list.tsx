import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  MANAGED_GAME_STATUSES,
  PAGED_GAME_STATUSES,
  isManagedGameStatus,
} from '../../../../../../domain/puzzles/game-schedule';
import type { ManagedGamesAnswer, ManagedGameStatus } from '../../../../../../contracts/manage-games.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { FormAlert } from '../../../../components/form/form-alert';
import { useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';
import { gamesListPath } from '../games-paths';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { gamesErrorText } from '../shared/games-errors';
import { formatDate } from '../../../../lib/format-date';
import { GameRow } from './game-row';
import { GamesToolbar } from './games-toolbar';
import { Pager } from '../../shell/pager';
import { StatusFilter } from './status-filter';
import { useRowActions } from './use-row-actions';
import '../games.css';

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The games by status (`?status=&page=`): upcoming, published and past ten a page, drafts as one list. */
export function GamesList() {
  const { t, i18n } = useTranslation();
  const api = useGamesApi();
  const [search] = useSearchParams();
  const raw = search.get('status');
  const status: ManagedGameStatus = isManagedGameStatus(raw) ? raw : 'upcoming';
  const paged = PAGED_GAME_STATUSES.includes(status);
  const page = paged ? readPage(search.get('page')) : 1;
  const { remote, reload } = useRemote<ManagedGamesAnswer>(
    ['managed-games', 'list', status, page],
    (signal) => api.byStatus(status, page, signal),
    'Managed games read failed',
  );
  const actions = useRowActions(reload);

  return (
    <section className="cp-games" aria-labelledby="cp-games-title">
      <h2 id="cp-games-title" className="visually-hidden">
        {t('controlPanel.games.list.title')}
      </h2>
      <GamesToolbar />
      <StatusFilter statuses={MANAGED_GAME_STATUSES} current={status} />
      <FormAlert message={actions.failure} />
      <FormAlert message={actions.done} tone="success" />
      {remote.kind === 'loading' ? <LoadingState /> : null}
      {remote.kind === 'failed' ? (
        <ErrorState message={gamesErrorText(t, remote.error, 'fetch')} onRetry={reload} />
      ) : null}
      {remote.kind === 'ready' ? (
        remote.value.games.length === 0 ? (
          <EmptyState>{t(`controlPanel.games.list.empty.${status}`)}</EmptyState>
        ) : (
          <>
            {paged && remote.value.total !== undefined ? (
              <p className="cp-games__count" aria-live="polite">
                {t('controlPanel.games.list.total', { count: remote.value.total })}
              </p>
            ) : null}
            <ul className="cp-game-list" aria-busy={remote.refreshing || undefined} id="cp-game-list">
              {remote.value.games.map((game) => (
                <GameRow key={game._id} game={game} actions={actions} />
              ))}
            </ul>
            {paged ? (
              <Pager
                page={remote.value.currentPage ?? page}
                pages={remote.value.pages ?? 1}
                busy={remote.refreshing}
                pathOf={(next) => gamesListPath(status, next)}
              />
            ) : null}
          </>
        )
      ) : null}
      {actions.deleting ? (
        <ConfirmDialog
          title={t('controlPanel.games.delete.title')}
          confirmLabel={t('controlPanel.games.delete.confirm')}
          busy={actions.busyId === actions.deleting._id}
          onConfirm={() => void actions.confirmDelete()}
          onCancel={actions.cancelDelete}
        >
          {t('controlPanel.games.delete.body', {
            date: formatDate(actions.deleting.date, i18n.language) ?? actions.deleting.date,
          })}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
