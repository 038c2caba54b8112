import { useEffect, useId, useState } from 'react';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { NameSearchInput } from '../../shell/name-search-input';
import { useScoresApi } from '../api/use-scores-api';
import { useErrorText } from '../components/use-error-text';
import { useScoresFormats } from '../components/use-scores-formats';
import { useScoresText } from '../i18n/texts';
import { searchTerm, SEARCH_DELAY_MS } from '../model/player-search';

/** Find a player by name (two letters at least); the answers as buttons that open their games. */
export function PlayerSearch({ onChoose }: { onChoose: (user: ManagedUserView) => void }) {
  const { t } = useScoresText();
  const api = useScoresApi();
  const formats = useScoresFormats();
  const errorText = useErrorText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(searchTerm(typed)), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const found = useRemote(term, (signal) => api.findPlayers(term ?? '', signal), 'Player search failed');
  const shown = currentOnly(found.remote);

  let results = null;
  if (term !== null) {
    if (shown.kind === 'loading') results = <LoadingState compact />;
    else if (shown.kind === 'failed')
      results = (
        <ErrorState compact message={errorText(shown.error, 'searchFailed')} onRetry={found.reload} />
      );
    else if (shown.value.users.length === 0)
      results = <EmptyState compact>{t('edit.noPlayers', { search: term })}</EmptyState>;
    else
      results = (
        <ul className="cp-players" aria-label={t('edit.results')}>
          {shown.value.users.map((user) => (
            <li key={user.id}>
              <button type="button" className="cp-player" onClick={() => onChoose(user)}>
                <span className="cp-player__who">
                  <span className="cp-player__name">{user.username}</span>
                  <span className="cp-player__facts">
                    {t('edit.playerFacts', {
                      count: user.gamesPlayed,
                      games: formats.number(user.gamesPlayed),
                      last: user.lastPlayed === null ? t('edit.neverPlayed') : formats.date(user.lastPlayed),
                    })}
                  </span>
                </span>
                <ChevronRightIcon width={18} height={18} className="cp-player__chevron" />
              </button>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <div className="cp-search">
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('edit.search')}
        </label>
        <NameSearchInput id={id} value={typed} onChange={setTyped} />
        <p id={`${id}-hint`} className="field__hint">
          {t('edit.searchHint')}
        </p>
      </div>
      <div aria-live="polite">{results}</div>
    </div>
  );
}
