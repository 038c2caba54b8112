import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { TrashIcon } from '../../../../components/ui/account-icons';
import { formatDate } from '../../../../lib/format-date';
import { editGamePath } from '../games-paths';
import { fieldLabel, problemText } from '../editor/problem-text';
import { CategoryChips } from '../shared/category-chips';
import { EyeIcon, PencilIcon, UndoIcon } from '../shared/games-icons';
import { LockBadge, StatusBadge } from '../shared/status-badge';
import type { RowActions } from './use-row-actions';

/** One game of the list: when, what, where it stands, and what can be done to it now. */
export function GameRow({ game, actions }: { game: ManagedGameView; actions: RowActions }) {
  const { t, i18n } = useTranslation();
  const busy = actions.busyId === game._id;
  const problems = actions.problems.get(game._id) ?? [];
  const titleId = `cp-game-${game._id}`;
  const canPublish = !game.published && game.status === 'draft';
  const canUnpublish = game.status === 'upcoming';
  return (
    <li className="card cp-game" aria-labelledby={titleId}>
      <div className="split-row">
        <h3 id={titleId} className="cp-game__date">
          {formatDate(game.date, i18n.language) ?? game.date}
        </h3>
        <div className="cp-game__badges">
          <StatusBadge status={game.status} />
          {game.locked ? <LockBadge /> : null}
        </div>
      </div>
      <p className={`cp-game__title${game.title ? '' : ' cp-game__title--none'}`}>
        {game.title ?? t('controlPanel.games.list.noTitle')}
        {game.playerCount > 0 ? (
          <span className="cp-game__players">
            {' · '}
            {t('controlPanel.games.list.players', { count: game.playerCount })}
          </span>
        ) : null}
      </p>
      <CategoryChips categories={game.categories} />
      <div className="cp-game__actions">
        <Link to={editGamePath(game._id)} state={{ game }} className="button button--secondary button--small">
          {game.locked ? <EyeIcon width={16} height={16} /> : <PencilIcon width={16} height={16} />}
          {game.locked ? t('controlPanel.games.actions.view') : t('controlPanel.games.actions.edit')}
        </Link>
        {canPublish ? (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={busy}
            onClick={() => void actions.publish(game)}
          >
            {t('controlPanel.games.actions.publish')}
          </button>
        ) : null}
        {canUnpublish ? (
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={busy}
            onClick={() => void actions.unpublish(game)}
          >
            <UndoIcon width={16} height={16} />
            {t('controlPanel.games.actions.unpublish')}
          </button>
        ) : null}
        {game.locked ? null : (
          <button
            type="button"
            className="button button--ghost button--small cp-game__delete"
            disabled={busy}
            onClick={() => actions.askDelete(game)}
          >
            <TrashIcon width={16} height={16} />
            {t('controlPanel.games.actions.delete')}
          </button>
        )}
      </div>
      {problems.length > 0 ? (
        <div className="cp-game__problems" role="alert">
          <p>{t('controlPanel.games.list.notPublishable')}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.code}`}>
                <strong>{fieldLabel(t, problem.field)}:</strong> {problemText(t, problem)}
              </li>
            ))}
          </ul>
          <Link to={editGamePath(game._id)} state={{ game }}>
            {t('controlPanel.games.list.fixInEditor')}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
