import * as O from 'fp-ts/Option';
import type { ManagedUserView } from '../../../../../../contracts/manage-users.codec';
import { userSearchTerm } from '../../../../../../domain/validation/user-search';
import { CheckIcon, PlusIcon } from '../../../../components/ui/icons';
import { PlayerSearchBox } from '../../shell/player-search-box';
import { useEmailApi } from '../api/use-email-api';
import { useErrorText } from '../components/use-error-text';
import { useEmailText } from '../i18n/texts';
import { isReachable } from '../model/recipients';

interface RecipientSearchProps {
  isChosen: (id: string) => boolean;
  full: boolean;
  onChoose: (user: ManagedUserView) => void;
}

const toTerm = (typed: string) => O.toNullable(userSearchTerm(typed));

/** Find players by name or address (two letters at least) and add them; unreachable ones say why not. */
export function RecipientSearch({ isChosen, full, onChoose }: RecipientSearchProps) {
  const { t } = useEmailText();
  const api = useEmailApi();
  const errorText = useErrorText();
  return (
    <PlayerSearchBox
      className="cp-mail-search"
      label={t('recipients.search')}
      hint={t('recipients.searchHint')}
      enterKeyHint="search"
      toTerm={toTerm}
      find={api.findPlayers}
      searchName="email-recipients"
      warning="Recipient search failed"
      failedText={(error) => errorText(error, 'searchFailed')}
      noMatches={(term) => t('recipients.noMatches', { search: term })}
    >
      {(users) => (
        <ul className="cp-mail-found" aria-label={t('recipients.results')}>
          {users.map((user) => {
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
      )}
    </PlayerSearchBox>
  );
}
