import { resolveValue, toast as toasts, type Toast, type ToastType } from 'react-hot-toast';
import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../ui/account-icons';
import { CloseIcon } from '../ui/icons';

/** Each kind's mark beside its words (decorative: the words say it); a plain notice has none. */
const ICONS: Record<ToastType, ReactNode> = {
  success: <CheckCircleIcon width={20} height={20} />,
  error: <AlertCircleIcon width={20} height={20} />,
  loading: <span className="spinner" aria-hidden="true" />,
  blank: null,
  custom: null,
};

/**
 * One toast in the app's look (app-toaster.css): its kind's colour and mark, its words, and a close button.
 * It holds no live region of its own: the toaster around it is the one that screen readers listen to.
 * A leaving toast stays in the page for the library's second, hidden once its exit has played.
 */
export function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const icon = toast.icon ?? ICONS[toast.type];
  const classes = [
    'app-toast',
    `app-toast--${toast.type}`,
    toast.position?.startsWith('top') ? 'app-toast--top' : null,
    toast.visible ? null : 'is-leaving',
    toast.className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {icon === null ? null : <span className="app-toast__icon">{icon}</span>}
      <p className="app-toast__text">{resolveValue(toast.message, toast)}</p>
      <button
        type="button"
        className="app-toast__close"
        aria-label={closeLabel}
        onClick={() => toasts.dismiss(toast.id)}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
