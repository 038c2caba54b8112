import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useCategoriesText } from '../i18n/texts';

interface DeclineConfirmProps {
  name: string;
  busy: boolean;
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A short second step before declining, in place: declining cannot be undone from here. */
export function DeclineConfirm({ name, busy, failure, onConfirm, onCancel }: DeclineConfirmProps) {
  const { t } = useCategoriesText();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);

  return (
    <div className="decline-confirm">
      <p ref={question} tabIndex={-1} className="decline-confirm__question">
        {t('review.declineQuestion', { name })}
      </p>
      <FormAlert message={failure} />
      <div className="review-card__actions">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? t('review.working') : t('review.declineConfirm')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('editor.cancel')}
        </button>
      </div>
    </div>
  );
}
