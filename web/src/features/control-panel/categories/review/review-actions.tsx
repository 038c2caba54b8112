import type { RefObject } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useCategoriesText } from '../i18n/texts';

interface ReviewActionsProps {
  name: string;
  /** Only a pending suggestion is declined; a declined one may still be approved. */
  canDecline: boolean;
  busy: boolean;
  failure: string | null;
  modifyButton: RefObject<HTMLButtonElement | null>;
  declineButton: RefObject<HTMLButtonElement | null>;
  onApprove: () => void;
  onOpen: (step: 'modify' | 'decline') => void;
}

/** Approve as written, or open the edit or the decline step; each button names the suggestion it acts on. */
export function ReviewActions(props: ReviewActionsProps) {
  const { name, canDecline, busy, failure, modifyButton, declineButton, onApprove, onOpen } = props;
  const { t } = useCategoriesText();
  return (
    <>
      <FormAlert message={failure} />
      <div className="review-card__actions">
        <button
          type="button"
          className="button button--primary button--small"
          disabled={busy}
          aria-label={t('review.approveNamed', { name })}
          onClick={onApprove}
        >
          {busy ? t('review.working') : t('review.approve')}
        </button>
        <button
          ref={modifyButton}
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          aria-label={t('review.modifyNamed', { name })}
          onClick={() => onOpen('modify')}
        >
          {t('review.modify')}
        </button>
        {canDecline ? (
          <button
            ref={declineButton}
            type="button"
            className="button button--ghost button--small review-card__decline"
            disabled={busy}
            aria-label={t('review.declineNamed', { name })}
            onClick={() => onOpen('decline')}
          >
            {t('review.decline')}
          </button>
        ) : null}
      </div>
    </>
  );
}
