import { useLayoutEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { closedByPerson } from './dialog-close';
import { CloseIcon } from './icons';
import './modal.css';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** False for a step the player must finish (forced password change): no close button, Escape or backdrop. */
  dismissible?: boolean;
  /** Where the focus starts instead of the content: the one action most players take (the game's start). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A native modal <dialog>: the browser traps focus, makes the page behind inert, closes on Escape
 * and restores focus. Mounted means open; closing asks the owner (usually a route) to unmount it.
 */
export function Modal({ title, onClose, children, footer, dismissible = true, initialFocus }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Open in the frame it is drawn in: Preact runs plain effects only after the next frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Start at the content (not on the close button), so arrow keys scroll a long text.
    (initialFocus?.current ?? body.current)?.focus();
    return () => element?.close();
    // A ref object stays the same for the modal's life: this runs once per mount.
  }, [initialFocus]);

  return (
    <dialog
      ref={dialog}
      // Drawn open by the build (web/prerender): the page's boot script makes it modal before it is painted.
      open={import.meta.env.SSR || undefined}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={(event) => {
        if (!closedByPerson(event.currentTarget)) return;
        // Browsers let a repeated Escape through even when cancel is refused: the step stays open.
        if (dismissible) onClose();
        else event.currentTarget.showModal();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) event.currentTarget.close(); // backdrop click
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t('common.close')}
              onClick={() => dialog.current?.close()}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div ref={body} className="modal__body" tabIndex={-1}>
          {children}
        </div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  );
}
