/**
 * Whether a dialog's `close` event is the person closing it (Escape, a close button, the backdrop). Not so
 * for a close queued by a previous mount (StrictMode) when the dialog has opened again, nor for the close of
 * a dialog leaving the page (its owner closed it already): Preact, unlike React, delivers that one.
 */
export const closedByPerson = (dialog: HTMLDialogElement): boolean => !dialog.open && dialog.isConnected;
