import * as O from 'fp-ts/Option';
import { useEffect, useId, useState } from 'react';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { userSearchTerm } from '../../../../../../domain/validation/user-search';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { CheckIcon, PlusIcon } from '../../../../components/ui/icons';
import { currentOnly, useRemote } from '../../../../lib/use-remote';
import { NameSearchInput } from '../../shell/name-search-input';
import { TYPING_PAUSE_MS } from '../../shell/use-address-text';
import { useEmailApi } from '../api/use-email-api';
import { useErrorText } from '../components/use-error-text';
import { useEmailText } from '../i18n/texts';
import { isReachable } from '../model/recipients';

interface RecipientSearchProps {
  isChosen: (id: string) => boolean;
  full: boolean;
  onChoose: (user: ManagedUserView) => void;
}

/** Find players by name or address (two letters at least) and add them; unreachable ones say why not. */
export function RecipientSearch({ isChosen, full, onChoose }: RecipientSearchProps) {
  const { t } = useEmailText();
  const api = useEmailApi();
  const errorText = useErrorText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(O.toNullable(userSearchTerm(typed))), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const found = useRemote(term, (signal) => api.findPlayers(term ?? '', signal), 'Recipient search failed');
  const shown = currentOnly(found.remote);

  let results = null;
  if (term !== null) {
    if (shown.kind === 'loading') results = <LoadingState compact />;
    else if (shown.kind === 'failed')
      results = (
        <ErrorState compact message={errorText(shown.error, 'searchFailed')} onRetry={found.reload} />
      );
    else if (shown.value.users.length === 0)
      results = <EmptyState compact>{t('recipients.noMatches', { search: term })}</EmptyState>;
    else
      results = (
        <ul className="cp-mail-found" aria-label={t('recipients.results')}>
          {shown.value.users.map((user) => {
            const reachable = isReachable(user);
            const chosen = isChosen(user.id);
            return (
              <li key={user.id} className={`cp-mail-found__row${reachable ? '' : ' is-unreachable'}`}>
                <span className="cp-mail-found__who">
                  <span className="cp-mail-found__name">{user.username}</span>
                  <span className="cp-mail-found__address">
                    {reachable ? user.email : t('recipients.unreachable')}
                  </span>
                </span>
                {chosen ? (
                  <span className="cp-mail-found__chosen">
                    <CheckIcon width={16} height={16} aria-hidden="true" />
                    {t('recipients.chosenMark')}
                  </span>
                ) : reachable ? (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('recipients.addNamed', { username: user.username })}
                    aria-disabled={full || undefined}
                    onClick={() => !full && onChoose(user)}
                  >
                    <PlusIcon width={16} height={16} />
                    <span aria-hidden="true">{t('recipients.add')}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      );
  }

  return (
    <div className="cp-mail-search">
      <div className="field">
        <label htmlFor={id} className="field__label">
          {t('recipients.search')}
        </label>
        <NameSearchInput id={id} value={typed} onChange={setTyped} enterKeyHint="search" />
        <p id={`${id}-hint`} className="field__hint">
          {t('recipients.searchHint')}
        </p>
      </div>
      <div aria-live="polite">{results}</div>
    </div>
  );
}
