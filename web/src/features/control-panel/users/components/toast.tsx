import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckCircleIcon } from '../../../../components/ui/account-icons';
import { CloseIcon } from '../../../../components/ui/icons';
import { useUsersText } from '../i18n/texts';
import './toast.css';

/** How long a confirmation stays; hovering or focusing it keeps it. */
const TOAST_MS = 6000;

interface Toast {
  id: number;
  text: string;
}

const ToastContext = createContext<(text: string) => void>(() => undefined);

/** Confirms a finished action ("saved") at the bottom of the screen, wherever the admin scrolled to. */
export const useToast = () => useContext(ToastContext);

/**
 * The tab's confirmations. The live region stays in the page (a region created with its text is often not
 * read out); one toast at a time, the newest replacing the last.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const counter = useRef(0);
  const show = useCallback((text: string) => {
    counter.current += 1;
    setToast({ id: counter.current, text });
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="users-toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast ? <ToastView key={toast.id} toast={toast} onClose={() => setToast(null)} /> : null}
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const { t } = useUsersText();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, onClose]);
  const hold = useMemo(
    () => ({
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    }),
    [],
  );
  return (
    <div className="users-toast" {...hold}>
      <CheckCircleIcon width={20} height={20} className="users-toast__icon" />
      <p className="users-toast__text">{toast.text}</p>
      <button type="button" className="users-toast__close" aria-label={t('toast.close')} onClick={onClose}>
        <CloseIcon width={18} height={18} />
      </button>
    </div>
  );
}
