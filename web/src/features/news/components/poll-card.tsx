import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PollView } from '../../../../../contracts/news.codec';
import type { NewsApi } from '../api/news-api';
import { useNewsText } from '../i18n/texts';
import type { NewsIdentity } from '../model/news-identity';
import { voteFailure, type PollFormError } from '../model/poll-failure';
import { EMPTY_DRAFT, pollRequest, type PollDraft } from '../model/poll-form';
import { PollForm } from './poll-form';
import { PollResults } from './poll-results';

// One poll in its news item (admin spec 5 and 8): a player answers once, then sees the results; a 409
// (already answered) shows them too; a guest is asked to sign in and may look at the results.

type Note = 'thanks' | 'alreadyResponded';
type ResultsRead = 'none' | 'loading' | 'failed' | 'read';

interface PollCardProps {
  newsId: string;
  poll: PollView;
  identity: NewsIdentity;
  api: NewsApi;
  onChange: (poll: PollView) => void;
}

// The sign-in form is on the guest menu (features/auth); once the menu shows, it gets the focus.
const focusSignIn = () =>
  window.setTimeout(() => {
    const field = document.querySelector<HTMLInputElement>('.auth-panel input');
    field?.scrollIntoView({ block: 'center' });
    field?.focus({ preventScroll: true });
  }, 150);

export function PollCard({ newsId, poll, identity, api, onChange }: PollCardProps) {
  const t = useNewsText();
  const questionId = useId();
  const [draft, setDraft] = useState<PollDraft>(EMPTY_DRAFT);
  const [error, setError] = useState<PollFormError | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [resultsRead, setResultsRead] = useState<ResultsRead>('none');
  // After a vote the form leaves: the keyboard and the screen reader go on from the note that replaces it.
  const focusNote = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const isGuest = identity.kind === 'guest';
  const area = useRef<HTMLDivElement>(null);

  const readResults = () => {
    setResultsRead('loading');
    api.results(newsId, poll.id).then(
      (fresh) => {
        onChange(fresh);
        setResultsRead('read');
      },
      (failure: unknown) => {
        console.warn('Poll results unavailable', failure);
        setResultsRead('failed');
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const request = pollRequest(poll, draft);
    if (request._tag === 'Left') {
      setError(request.left);
      return;
    }
    setError(null);
    setSending(true);
    api.vote(newsId, poll.id, request.right.response).then(
      (answered) => {
        setSending(false);
        setNote('thanks');
        if (answered === null) readResults();
        else onChange(answered);
      },
      (failure: unknown) => {
        setSending(false);
        const kind = voteFailure(failure);
        if (kind === 'alreadyResponded') {
          setNote('alreadyResponded');
          readResults();
        } else {
          if (kind === 'failedToSubmit') console.warn('Poll answer not sent', failure);
          setError(kind);
        }
      },
    );
  };

  const showResults = (!isGuest && poll.hasResponded) || resultsRead === 'read';
  let body;
  if (resultsRead === 'loading') {
    body = <p className="news-poll__status">{t('poll.loadingResults')}</p>;
  } else if (resultsRead === 'failed') {
    body = (
      <div className="news-poll__status">
        <p role="alert">{t('poll.errors.failedToLoad')}</p>
        <button type="button" className="link-button" onClick={readResults}>
          {t('poll.retry')}
        </button>
      </div>
    );
  } else if (showResults) {
    body = <PollResults poll={poll} />;
  } else if (!isGuest) {
    body = (
      <PollForm
        poll={poll}
        questionId={questionId}
        draft={draft}
        error={error}
        sending={sending}
        onDraft={(changed) => {
          setDraft(changed);
          setError(null);
        }}
        onSubmit={submit}
      />
    );
  }

  return (
    <section className="news-poll" aria-labelledby={questionId}>
      <p className="eyebrow">{t('poll.label')}</p>
      <h4 id={questionId} className="news-poll__question">
        {poll.question}
      </h4>
      {note === null ? null : (
        <p ref={focusNote} tabIndex={-1} className="news-poll__note">
          {t(note === 'thanks' ? 'poll.thanks' : 'poll.alreadyResponded')}
        </p>
      )}
      {isGuest ? (
        <div className="news-poll__guest">
          <p>{t('poll.guestLoginRequired')}</p>
          <div className="news-poll__guest-actions">
            <Link to="/" replace state={null} className="button button--primary" onClick={focusSignIn}>
              {t('poll.signIn')}
            </Link>
            {resultsRead === 'none' ? (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  readResults();
                  // The button leaves with the click: the keyboard goes on from where the results come.
                  window.requestAnimationFrame(() => area.current?.focus());
                }}
              >
                {t('poll.showResults')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      <div ref={area} tabIndex={-1} className="news-poll__body" aria-busy={resultsRead === 'loading'}>
        {body}
      </div>
    </section>
  );
}
