import { useEffect, useId, useState, type ReactNode } from 'react';
import type { ManagedUserView, UserListAnswer } from '../../../../../contracts/manage-users.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import { currentOnly, useRemote } from '../../../lib/use-remote';
import { USERS } from './user-reads';
import { NameSearchInput } from './name-search-input';
import { TYPING_PAUSE_MS } from './use-address-text';

interface PlayerSearchBoxProps {
  /** The class of the box around the field and its answers. */
  className: string;
  label: string;
  hint: string;
  enterKeyHint?: 'search';
  /** The term to search for; null while what was typed is too short to search. A fixed function. */
  toTerm: (typed: string) => string | null;
  /** How long typing pauses before the search goes out. */
  delayMs?: number;
  find: (term: string, signal: AbortSignal) => Promise<UserListAnswer>;
  /** Names this search among the page's reads: each tab's `find` asks for its own kind of answer. */
  searchName: string;
  /** The console's word for a failed search. */
  warning: string;
  failedText: (error: unknown) => string;
  noMatches: (term: string) => ReactNode;
  /** The players found (one at least). */
  children: (users: readonly ManagedUserView[]) => ReactNode;
}

/**
 * A search for players by name, shared by the e-mail and scores tabs: the field, a search once typing
 * pauses, and the loading, failed, empty or found answers in a polite live region.
 */
export function PlayerSearchBox(props: PlayerSearchBoxProps) {
  const { className, label, hint, enterKeyHint, toTerm, delayMs = TYPING_PAUSE_MS, find } = props;
  const id = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(toTerm(typed)), delayMs);
    return () => window.clearTimeout(timer);
  }, [typed, toTerm, delayMs]);
  const found = useRemote(
    term === null ? null : [USERS, 'search', props.searchName, term],
    (signal) => find(term ?? '', signal),
    props.warning,
  );
  const shown = currentOnly(found.remote);

  let results = null;
  if (term !== null) {
    if (shown.kind === 'loading') results = <LoadingState compact />;
    else if (shown.kind === 'failed')
      results = <ErrorState compact message={props.failedText(shown.error)} onRetry={found.reload} />;
    else if (shown.value.users.length === 0)
      results = <EmptyState compact>{props.noMatches(term)}</EmptyState>;
    else results = props.children(shown.value.users);
  }

  return (
    <div className={className}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        <NameSearchInput id={id} value={typed} onChange={setTyped} enterKeyHint={enterKeyHint} />
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      </div>
      <div aria-live="polite">{results}</div>
    </div>
  );
}
