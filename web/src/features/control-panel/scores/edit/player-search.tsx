import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { ChevronRightIcon } from '../../../../components/ui/icons';
import { PlayerSearchBox } from '../../shell/player-search-box';
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
  return (
    <PlayerSearchBox
      className="cp-search"
      label={t('edit.search')}
      hint={t('edit.searchHint')}
      toTerm={searchTerm}
      delayMs={SEARCH_DELAY_MS}
      find={api.findPlayers}
      searchName="scores"
      warning="Player search failed"
      failedText={(error) => errorText(error, 'searchFailed')}
      noMatches={(term) => t('edit.noPlayers', { search: term })}
    >
      {(users) => (
        <ul className="cp-players" aria-label={t('edit.results')}>
          {users.map((user) => (
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
      )}
    </PlayerSearchBox>
  );
}
