import { useState } from 'react';
import type { ManagedScoreView, UserDetailsAnswer } from '../../../../../../contracts/manage-users.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { userDetailsKey } from '../../shell/user-reads';
import type { EditedScore } from '../api/scores-api';
import { useScoresApi } from '../api/use-scores-api';
import { useErrorText } from '../components/use-error-text';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';
import { isCorrectableStatus } from '../model/score-form';
import { EditScoreDialog } from './edit-score-dialog';
import { StandingFigures } from './standing-figures';
import { StatusBadge } from './status-badge';

/** The chosen player's recent games, each editable; after a save, the standing the server computed. */
export function PlayerGames({ playerId, onChangePlayer }: { playerId: string; onChangePlayer: () => void }) {
  const { t } = useScoresText();
  const api = useScoresApi();
  const errorText = useErrorText();
  const details = useRemote(
    userDetailsKey(playerId),
    (signal) => api.player(playerId, signal),
    'Player read failed',
  );
  const [editing, setEditing] = useState<ManagedScoreView | null>(null);
  const [saved, setSaved] = useState<EditedScore | null>(null);
  const shown = currentOnly(details.remote);

  if (shown.kind === 'loading') return <LoadingState compact />;
  if (shown.kind === 'failed')
    return (
      <>
        <ErrorState compact message={errorText(shown.error, 'playerFailed')} onRetry={details.reload} />
        <button type="button" className="link-button" onClick={onChangePlayer}>
          {t('edit.changePlayer')}
        </button>
      </>
    );

  const value: UserDetailsAnswer = shown.value;
  function onSaved(result: EditedScore) {
    setEditing(null);
    setSaved(result);
    details.replace({
      ...value,
      standing: result.standing,
      recentGames: value.recentGames.map((game) => (game.id === result.score.id ? result.score : game)),
    });
  }

  return (
    <div className="cp-player-games">
      <div className="split-row">
        <h3 className="cp-player-games__name">{value.user.username}</h3>
        <button type="button" className="button button--secondary button--small" onClick={onChangePlayer}>
          {t('edit.changePlayer')}
        </button>
      </div>
      {saved === null ? null : <SavedNotice saved={saved} />}
      {value.recentGames.length === 0 ? (
        <EmptyState compact>{t('edit.noGames')}</EmptyState>
      ) : (
        <GamesList games={value.recentGames} highlight={saved?.score.id ?? null} onEdit={setEditing} />
      )}
      {saved === null ? <StandingFigures standing={value.standing} title={t('standing.title')} /> : null}
      {editing === null ? null : (
        <EditScoreDialog
          score={editing}
          username={value.user.username}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}

function SavedNotice({ saved }: { saved: EditedScore }) {
  const { t } = useScoresText();
  const formats = useScoresFormats();
  return (
    <div className="cp-saved">
      <FormAlert
        tone="success"
        message={t('edit.saved', {
          date: formats.date(saved.score.date),
          score: formats.number(saved.score.score),
          status: isCorrectableStatus(saved.score.status)
            ? t(`statuses.${saved.score.status}`)
            : saved.score.status,
        })}
      />
      <StandingFigures standing={saved.standing} title={t('standing.after')} />
    </div>
  );
}

function GamesList({
  games,
  highlight,
  onEdit,
}: {
  games: readonly ManagedScoreView[];
  highlight: string | null;
  onEdit: (game: ManagedScoreView) => void;
}) {
  const { t } = useScoresText();
  const formats = useScoresFormats();
  return (
    <ul className="cp-games" aria-label={t('edit.recent')}>
      {games.map((game) => (
        <li key={game.id} className={`cp-game${game.id === highlight ? ' is-saved' : ''}`}>
          <span className="cp-game__date">{formats.date(game.date)}</span>
          <StatusBadge status={game.status} />
          <span className="cp-game__figures">
            <span className="cp-game__score">{t('edit.points', { points: formats.number(game.score) })}</span>
            <span className="cp-game__mistakes">
              {t('edit.mistakes', { count: game.mistakes, formatted: formats.number(game.mistakes) })}
            </span>
          </span>
          <button
            type="button"
            className="button button--secondary button--small cp-game__edit"
            aria-label={t('edit.editOf', { date: formats.date(game.date) })}
            onClick={() => onEdit(game)}
          >
            {t('edit.edit')}
          </button>
        </li>
      ))}
    </ul>
  );
}
