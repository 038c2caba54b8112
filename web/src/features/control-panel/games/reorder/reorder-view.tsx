import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import { FormAlert } from '../../../../components/form/form-alert';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { ArrowLeftIcon } from '../../../../components/ui/icons';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { useGamesApi } from '../api/use-games-api';
import { gamesListPath } from '../games-paths';
import { gamesErrorText } from '../shared/games-errors';
import { ReorderList } from './reorder-list';
import '../games.css';
import './reorder.css';

/**
 * Reorder the upcoming games (GET and POST /manage/games/reorder): they keep their set of dates, and the
 * new order decides which game gets which. Games already played on their day are not offered.
 */
export function ReorderView() {
  const { t } = useTranslation();
  const api = useGamesApi();
  const [version, setVersion] = useState(0);
  // Kept here: a saved order starts the list again from the server's answer.
  const [saved, setSaved] = useState(false);
  const read = useRemote<ManagedGameView[]>(
    ['managed-games', 'reorderable'],
    (signal) => api.reorderable(signal),
    'Reorderable games read failed',
  );
  // The list copies the order once: an older copy kept from an earlier visit must not be what it reorders.
  const { reload, replace } = read;
  const remote = currentOnly(read.remote);
  return (
    <section className="cp-games" aria-labelledby="cp-reorder-title">
      <Link to={gamesListPath()} className="cp-back">
        <ArrowLeftIcon width={18} height={18} />
        {t('controlPanel.games.editor.backToList')}
      </Link>
      <h2 id="cp-reorder-title" className="cp-section-title">
        {t('controlPanel.games.reorder.title')}
      </h2>
      <p className="cp-editor__intro">{t('controlPanel.games.reorder.intro')}</p>
      {remote.kind === 'loading' ? <LoadingState /> : null}
      {remote.kind === 'failed' ? (
        <ErrorState message={gamesErrorText(t, remote.error, 'fetch')} onRetry={reload} />
      ) : null}
      {remote.kind === 'ready' ? (
        remote.value.length < 2 ? (
          <EmptyState>{t('controlPanel.games.reorder.tooFew')}</EmptyState>
        ) : (
          <ReorderList
            key={version}
            games={remote.value}
            onSaved={(games) => {
              replace(games);
              setVersion((count) => count + 1);
              setSaved(true);
            }}
            onChanged={() => setSaved(false)}
          />
        )
      ) : null}
      <FormAlert message={saved ? t('controlPanel.games.reorder.saved') : null} tone="success" />
    </section>
  );
}
