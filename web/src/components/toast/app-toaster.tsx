import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'react-hot-toast';
import { ToastCard } from './toast-card';
import { useToastHostElement } from './toast-host';
import { TOAST_GUTTER_PX, TOAST_OPTIONS } from './toast-options';
import './app-toaster.css';

/** The library's container fills the region below, which app-toaster.css places (and each page may move). */
const FILL_REGION = { position: 'absolute', top: 0, right: 0, bottom: 0, left: 0 } as const;

/**
 * The app's one toaster: at the bottom in the middle unless a toast asks for another place (the game's, at
 * the top), clear of the bars a page keeps at its edges (the variables in app-toaster.css).
 *
 * Screen readers hear each toast once, politely, from this region, which is in the page before any toast
 * is: a live region created together with its words is often not read out at all, which is why the
 * library's own per-toast role="status" is not rendered (ToastCard). `aria-atomic="false"`: a new toast is
 * read alone, not together with those still standing. A toast a page raises again with the same words
 * (notify.ts) is a new node, so it is read again.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const host = useToastHostElement();
  const region = (
    <div className="app-toaster" role="status" aria-live="polite" aria-atomic="false">
      <Toaster
        position="bottom-center"
        gutter={TOAST_GUTTER_PX}
        toastOptions={TOAST_OPTIONS}
        containerStyle={FILL_REGION}
      >
        {(toast) => <ToastCard key={toast.createdAt} toast={toast} closeLabel={t('toast.close')} />}
      </Toaster>
    </div>
  );
  return host === null ? region : createPortal(region, host);
}
