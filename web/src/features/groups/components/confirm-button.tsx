import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  label: string;
  /** Asked before anything happens, e.g. "Delete the group Friday club?". */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
}

/** A destructive action behind a second step: the question, then Yes or Cancel (focus goes to Cancel). */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  busy = false,
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (returnFocus) opener.current?.focus();
  }, [asking, returnFocus]);

  if (!asking)
    return (
      <button
        ref={opener}
        type="button"
        className="button button--ghost button--small danger-text"
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div className="group-confirm" role="group" aria-label={question}>
      <p className="group-confirm__question">{question}</p>
      <div className="group-confirm__actions">
        <button
          type="button"
          className="button button--danger button--small"
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => {
            setReturnFocus(true);
            setAsking(false);
          }}
        >
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
