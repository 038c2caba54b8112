import { createElement, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { loadToasts, onToastRaised } from './notify';
import { useToastHostElement } from './toast-host';
import './app-toaster.css';

type ToasterView = (typeof import('./toaster-view'))['ToasterView'];
let loadedView: ToasterView | null = null;

/**
 * The toasts' code (the library and their look) once the page is drawn: no part of the first download
 * (./notify.ts). Not fetched (offline), it is asked for again when the next toast is raised.
 */
function useToasterView(): ToasterView | null {
  const [view, setView] = useState(() => loadedView);
  const [raised, setRaised] = useState(0);
  useEffect(() => (view === null ? onToastRaised(() => setRaised((count) => count + 1)) : undefined), [view]);
  useEffect(() => {
    if (view !== null) return;
    let mounted = true;
    Promise.all([import('./toaster-view'), loadToasts()]).then(
      ([module]) => {
        loadedView = module.ToasterView;
        if (mounted) setView(() => module.ToasterView);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [view, raised]);
  return view;
}

/**
 * The app's one toaster: at the bottom in the middle unless a toast asks for another place (the game's, at
 * the top), clear of the bars a page keeps at its edges (the variables in app-toaster.css).
 *
 * Screen readers hear each toast once, politely, from this region, which is in the page before any toast
 * is (and before the toasts' code): a live region created together with its words is often not read out at
 * all, which is why the library's own per-toast role="status" is not rendered (ToastCard).
 * `aria-atomic="false"`: a new toast is read alone, not together with those still standing. A toast a page
 * raises again with the same words (notify.ts) is a new node, so it is read again.
 */
export function AppToaster() {
  const { t } = useTranslation();
  const host = useToastHostElement();
  const view = useToasterView();
  const region = (
    <div className="app-toaster" role="status" aria-live="polite" aria-atomic="false">
      {view === null ? null : createElement(view, { closeLabel: t('toast.close') })}
    </div>
  );
  return host === null ? region : createPortal(region, host);
}
