import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ResetRequestView } from '../../../../../../contracts/manage-users.codec';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page/view-states';
import { KeyIcon } from '../../../../components/ui/account-icons';
import { useRemote } from '../../../../lib/use-remote';
import { USERS, useUsersChanged } from '../../shell/user-reads';
import { useUsersApi } from '../api/use-users-api';
import { Avatar } from '../components/user-badges';
import { useErrorText } from '../components/use-error-text';
import { ResetPasswordFlow } from '../dialogs/reset-password-flow';
import { useUsersText } from '../i18n/texts';
import { formatMoment } from '../model/format';
import { searchString, withOpenUser } from '../model/list-query';
import './reset-requests.css';

const detailsPath = (userId: string) =>
  `/control-panel/users/list${searchString(withOpenUser(new URLSearchParams(), userId))}`;

/**
 * Open password requests of players without an e-mail address: each can be answered with a reset here,
 * and a reset closes the request (so it leaves the list once the temporary password is put away).
 */
export function ResetRequestsPanel() {
  const { t, language } = useUsersText();
  const api = useUsersApi();
  const errorText = useErrorText();
  const requests = useRemote(
    [USERS, 'reset-requests'],
    (signal) => api.resetRequests(signal),
    'Reset requests read failed',
  );
  const usersChanged = useUsersChanged();
  const [resetting, setResetting] = useState<ResetRequestView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A handled request leaves the list with its button: the focus goes to the list's heading, after the
  // closing dialog has given it back (to a button no longer there).
  const focusHeadingNext = useRef(false);
  useEffect(() => {
    if (!focusHeadingNext.current || resetting !== null) return;
    focusHeadingNext.current = false;
    heading.current?.focus();
  });
  const remote = requests.remote;
  const open =
    remote.kind === 'ready' ? remote.value.requests.filter((request) => request.resolvedAt === null) : [];

  return (
    <section className="card card--stack users-panel" aria-labelledby="users-requests-title">
      <div className="users-panel__head">
        <h2 id="users-requests-title" ref={heading} tabIndex={-1} className="card__title">
          {t('requests.title')}
        </h2>
        {remote.kind === 'ready' && open.length > 0 ? (
          <p className="badge" aria-live="polite">
            {t('requests.count', { count: open.length })}
          </p>
        ) : null}
      </div>
      <p className="users-panel__intro">{t('requests.intro')}</p>
      {remote.kind === 'loading' ? (
        <LoadingState minHeight="8rem" />
      ) : remote.kind === 'failed' ? (
        <ErrorState message={errorText(remote.error, 'requestsFailed')} onRetry={requests.reload} />
      ) : open.length === 0 ? (
        <EmptyState>{t('requests.none')}</EmptyState>
      ) : (
        <ul
          className="users-requests"
          aria-busy={remote.refreshing || undefined}
          data-refreshing={remote.refreshing || undefined}
        >
          {open.map((request) => (
            <li key={request.id} className="users-request">
              <Avatar name={request.username} />
              <div className="users-request__text">
                <span className="users-request__name">{request.username}</span>
                <span className="users-request__time">
                  {t('requests.requested', { time: formatMoment(request.createdAt, language) })}
                </span>
              </div>
              <div className="users-request__actions">
                <Link
                  to={detailsPath(request.userId)}
                  className="button button--ghost button--small"
                  aria-label={t('requests.detailsNamed', { username: request.username })}
                >
                  {t('requests.details')}
                </Link>
                <button
                  type="button"
                  className="button button--primary button--small"
                  aria-label={t('requests.resetNamed', { username: request.username })}
                  onClick={() => setResetting(request)}
                >
                  <KeyIcon width={16} height={16} />
                  {t('requests.reset')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {resetting !== null ? (
        <ResetPasswordFlow
          user={{ id: resetting.userId, username: resetting.username }}
          onClose={() => setResetting(null)}
          onReset={() => {
            focusHeadingNext.current = true;
            // The request is closed: this list and the user's details show it.
            usersChanged();
          }}
        />
      ) : null}
    </section>
  );
}
