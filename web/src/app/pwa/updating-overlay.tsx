import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppUpdate } from '../../lib/pwa/use-app-update';
// The same cover as a login's (one look for "wait, the app is busy").
import '../../features/auth/components/transition-overlay.css';

/**
 * Spec 4: a new version covers the page until it has reloaded into it, so nothing is clicked in code that
 * is being replaced. A modal dialog makes the page behind inert and cannot be dismissed.
 */
export function UpdatingOverlay() {
  return useAppUpdate() === 'updating' ? <OverlayDialog /> : null;
}

function OverlayDialog() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // Open in the frame it is drawn in (a layout effect): Preact runs plain effects a frame later, and a
  // cover shown just before a reload would never be seen.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="transition-overlay"
      aria-labelledby="updating-overlay-text"
      aria-busy="true"
      onCancel={(event) => event.preventDefault()}
    >
      <div className="transition-overlay__card">
        <span className="spinner spinner--large" aria-hidden="true" />
        <p id="updating-overlay-text" className="transition-overlay__text" role="status">
          {t('appShell.update.updating')}
        </p>
      </div>
    </dialog>
  );
}
