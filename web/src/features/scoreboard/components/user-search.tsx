import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MIN_LENGTH } from '../../../../../domain/constants/limits.constants';
import { LoadingState } from '../../../components/page/view-states';
import { useUserSearch, type FoundUser } from '../hooks/use-user-search';
import { PlayerName } from './player-name';
import { SearchIcon } from './scoreboard-icons';
import './my-list.css';

interface UserSearchProps {
  label: string;
  /** What can be done with a player found (follow, add to a group). */
  renderAction: (user: FoundUser) => ReactNode;
}

/** Players by name: searched once typing pauses, from two characters on; fewer clear the results. */
export function UserSearch({ label, renderAction }: UserSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [raw, setRaw] = useState('');
  const state = useUserSearch(raw);
  const users = state.kind === 'ready' ? state.users : state.kind === 'searching' ? state.users : null;

  return (
    <div className="user-search">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="user-search__box">
        <SearchIcon className="user-search__icon" />
        <input
          id={id}
          type="search"
          className="field__input user-search__input"
          value={raw}
          onChange={(event) => setRaw(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {t('scoreboard.search.hint', { count: USER_SEARCH_MIN_LENGTH })}
      </p>
      <div className="user-search__results" aria-live="polite">
        {state.kind === 'searching' ? (
          <LoadingState label={t('scoreboard.search.searching')} compact />
        ) : null}
        {state.kind === 'failed' ? (
          <p className="sb-note sb-note--error" role="alert">
            {t('scoreboard.search.failed')}
          </p>
        ) : null}
        {state.kind === 'ready' && state.users.length === 0 ? (
          <p className="sb-note">{t('scoreboard.search.none', { term: state.term })}</p>
        ) : null}
        {users && users.length > 0 ? (
          <ul className={`sb-users${state.kind === 'searching' ? ' is-refreshing' : ''}`}>
            {users.map((user) => (
              <li key={user.userId} className="sb-users__item">
                <PlayerName username={user.username} />
                {renderAction(user)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
