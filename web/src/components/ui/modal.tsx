import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape
 * and restores focus. Mounted means open; closing asks the owner (usually a route) to unmount it.
 */
export function Modal({ title, onClose, children, footer }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Start at the content (not on the close button), so arrow keys scroll a long text.
    body.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={(event) => {
        // A close queued by a previous mount (StrictMode) must not close the reopened dialog.
        if (!event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close(); // backdrop click
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('common.close')}
            onClick={() => dialog.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={body} className="modal__body" tabIndex={-1}>
          {children}
        </div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
