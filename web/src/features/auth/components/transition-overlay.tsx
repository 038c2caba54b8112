import { useLayoutEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type Transition } from '../hooks/use-session';
import './transition-overlay.css';

/**
 * Covers the page while a login or a registration runs (spec 4), so nothing is clicked or typed half-way:
 * a modal <dialog> makes the page behind inert (mouse and keyboard alike) and holds the focus.
 */
export function TransitionOverlay() {
  const { transitioning } = useSession();
  return transitioning === null ? null : <OverlayDialog transition={transitioning} />;
}

function OverlayDialog({ transition }: { transition: Transition }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const textId = useId();

  // Open in the frame it is drawn in: Preact runs plain effects only after the next frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    card.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="transition-overlay"
      aria-labelledby={textId}
      aria-busy="true"
      // The step ends by itself; Escape must not uncover the half-done form.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        // Browsers let a repeated Escape through even when cancel is refused: the cover stays.
        const element = event.currentTarget;
        if (!element.open && element.isConnected) element.showModal();
      }}
    >
      <div ref={card} className="transition-overlay__card" tabIndex={-1}>
        <span className="spinner spinner--large" aria-hidden="true" />
        <p id={textId} className="transition-overlay__text">
          {t(`auth.overlay.${transition}`)}
        </p>
      </div>
    </dialog>
  );
}
