import type { DefaultToastOptions } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '../../../../domain/constants/ui.constants';

const { durationMs } = TOAST_DEFAULTS;

/** `near`: the game's wrong guess one word away, shown apart from a plain miss (`error`) at a glance. */
export type Tone = 'success' | 'error' | 'info' | 'near';

/**
 * How long each kind of toast stays, as the spec says: "Toast defaults: limit 20; 4000 ms (blank, error,
 * custom), 2000 ms (success), infinite (loading)". These are react-hot-toast's own defaults; they are passed
 * anyway, so the figures read here are the spec's whatever a later version of the library picks. Its limit
 * of 20 toasts at a time is the library's store's own (version 2 takes no setting for it): test/web/toast
 * checks both against the real store.
 */
export const TOAST_OPTIONS = {
  blank: { duration: durationMs.blank },
  error: { duration: durationMs.error },
  custom: { duration: durationMs.custom },
  success: { duration: durationMs.success },
  loading: { duration: durationMs.loading },
} as const satisfies DefaultToastOptions;

/** The room between two toasts standing one above the other, in pixels (the library's own unit here). */
export const TOAST_GUTTER_PX = 8;
