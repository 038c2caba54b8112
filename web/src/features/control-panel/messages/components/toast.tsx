import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../../components/ui/account-icons';
import { CloseIcon } from '../../../../components/ui/icons';
import './toast.css';

/** How long a confirmation stays; hovering or focusing it keeps it. */
const TOAST_MS = 5000;

interface Toast {
  id: number;
  text: string;
}

const ToastContext = createContext<(text: string) => void>(() => undefined);

/** Confirms a finished action ("saved") at the bottom of the screen, wherever the editor scrolled to. */
export const useToast = () => useContext(ToastContext);

/**
 * The confirmations of the messages, news and e-mail tabs. The live region stays in the page (a region
 * created with its text is often not read out); one toast at a time, the newest replacing the last.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
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
        {toast ? <ToastView key={toast.id} text={toast.text} onClose={hide} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ text, onClose }: { text: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, onClose]);
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
      <button type="button" className="cp-toast__close" aria-label={t('common.close')} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
