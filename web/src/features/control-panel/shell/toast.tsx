import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../components/ui/account-icons';
import { CloseIcon } from '../../../components/ui/icons';
import './toast.css';

/** How long a confirmation stays unless the tab says otherwise; hovering or focusing it keeps it. */
const TOAST_MS = 5000;

interface Toast {
  id: number;
  text: string;
}

const ToastContext = createContext<(text: string) => void>(() => undefined);

/** Confirms a finished action ("saved") at the bottom of the screen, wherever the admin scrolled to. */
export const useToast = () => useContext(ToastContext);

/**
 * A tab's confirmations. The live region stays in the page (a region created with its text is often not
 * read out); one toast at a time, the newest replacing the last. `closeLabel` names the close button
 * (the common "Close" by default), `durationMs` how long a toast stays.
 */
export function ToastProvider({
  children,
  closeLabel,
  durationMs = TOAST_MS,
}: {
  children: ReactNode;
  closeLabel?: string;
  durationMs?: number;
}) {
  const [toast, setToast] = useState<Toast | null>(null);
  const counter = useRef(0);
  const show = useCallback((text: string) => {
    counter.current += 1;
    setToast({ id: counter.current, text });
  }, []);
  const hide = useCallback(() => setToast(null), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="cp-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <ToastView
            key={toast.id}
            text={toast.text}
            closeLabel={closeLabel}
            durationMs={durationMs}
            onClose={hide}
          />
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({
  text,
  closeLabel,
  durationMs,
  onClose,
}: {
  text: string;
  closeLabel: string | undefined;
  durationMs: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, durationMs);
    return () => window.clearTimeout(timer);
  }, [held, onClose, durationMs]);
  return (
    <div
      className="cp-toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <CheckCircleIcon width={20} height={20} className="cp-toast__icon" />
      <p className="cp-toast__text">{text}</p>
      <button
        type="button"
        className="cp-toast__close"
        aria-label={closeLabel ?? t('common.close')}
        onClick={onClose}
      >
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
