import { useEffect, useRef, useState } from 'react';
import type { ReviewedSuggestionView } from '../../../../../../contracts/category-bank.codec';
import type { SuggestionStatus } from '../../../../../../domain/suggestions/suggestion-status';
import { isApiError } from '../../../../lib/api';
import { StatusChip } from '../../../suggestions/components/status-chip';
import type { CategoryFields } from '../api/categories-api';
import { useCategoriesApi } from '../api/use-categories-api';
import { WordChips } from '../components/word-chips';
import { useErrorText } from '../components/use-error-text';
import { useCategoriesText } from '../i18n/texts';
import { shortDate } from '../model/usage';
import { DeclineConfirm } from './decline-confirm';
import { ModifyForm } from './modify-form';
import { ReviewActions } from './review-actions';
import '../../../suggestions/components/suggestions.css';

export type Mode = 'idle' | 'modify' | 'decline';
const STALE = ['SUGGESTION_ALREADY_REVIEWED', 'SUGGESTION_NOT_FOUND'];
/** A declined suggestion may still be approved (the server reopens it); only a pending one is declined. */
const REVIEWABLE: readonly SuggestionStatus[] = ['pending', 'declined'];

interface SuggestionCardProps {
  suggestion: ReviewedSuggestionView;
  onReviewed: (message: string) => void;
  /** Somebody else reviewed (or removed) it first: the list needs reading again. */
  onStale: (message: string) => void;
}

/** One suggestion with who sent it and when; a pending one offers approve, edit then approve, and decline. */
export function SuggestionCard({ suggestion, onReviewed, onStale }: SuggestionCardProps) {
  const { t, language } = useCategoriesText();
  const errorText = useErrorText();
  const api = useCategoriesApi();
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { name } = suggestion;
  const modifyButton = useRef<HTMLButtonElement>(null);
  const declineButton = useRef<HTMLButtonElement>(null);
  // Cancelling a step gives the focus back to the button that opened it.
  const [cancelled, setCancelled] = useState<Mode | null>(null);
  useEffect(() => {
    if (cancelled === 'modify') modifyButton.current?.focus();
    if (cancelled === 'decline') declineButton.current?.focus();
  }, [cancelled]);
  const cancel = () => {
    setCancelled(mode);
    setFailure(null);
    setMode('idle');
  };

  /** Runs one review call; answers the failure for a form that shows it in place (the modify form). */
  async function review<T>(call: () => Promise<T>, done: (answer: T) => string): Promise<unknown> {
    setBusy(true);
    setFailure(null);
    try {
      onReviewed(done(await call()));
      return null;
    } catch (error) {
      if (STALE.some((code) => isApiError(error, code))) onStale(errorText(error, 'reviewFailed'));
      else setFailure(errorText(error, 'reviewFailed'));
      return error;
    } finally {
      setBusy(false);
    }
  }

  // The server decides whether the changes count as a modification (a new colour alone does not).
  const approve = (changes?: CategoryFields) =>
    review(
      () => api.approve(suggestion.id, changes),
      ({ suggestion: reviewed, category }) =>
        t(reviewed.status === 'modified' ? 'review.modified' : 'review.approved', { name: category.name }),
    );

  return (
    <li className="review-card">
      <div className="split-row">
        <h3 className="review-card__name">{name}</h3>
        <StatusChip status={suggestion.status} />
      </div>
      <p className="review-card__meta">
        <span>
          {t('review.by', { username: suggestion.username, date: shortDate(suggestion.createdAt, language) })}
        </span>
        {suggestion.reviewedAt !== null ? (
          <span>{t('review.reviewed', { date: shortDate(suggestion.reviewedAt, language) })}</span>
        ) : null}
      </p>
      <WordChips
        words={suggestion.words}
        extraWord={suggestion.extraWord}
        extraLabel={t('review.extra')}
        label={t('fields.words')}
      />
      {mode === 'modify' ? (
        <ModifyForm
          suggestion={suggestion}
          busy={busy}
          onApprove={approve}
          onCancel={cancel}
          failure={failure}
        />
      ) : mode === 'decline' ? (
        <DeclineConfirm
          name={name}
          busy={busy}
          failure={failure}
          onConfirm={() =>
            void review(
              () => api.decline(suggestion.id),
              () => t('review.declined', { name }),
            )
          }
          onCancel={cancel}
        />
      ) : REVIEWABLE.includes(suggestion.status) ? (
        <ReviewActions
          name={name}
          canDecline={suggestion.status === 'pending'}
          busy={busy}
          failure={failure}
          modifyButton={modifyButton}
          declineButton={declineButton}
          onApprove={() => void approve()}
          onOpen={(step) => {
            setCancelled(null);
            setMode(step);
          }}
        />
      ) : null}
    </li>
  );
}
