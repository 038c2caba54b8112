import { useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';
import './layout.css';

/** Every page but /game and /qr: skip link, header, main, footer. `headerActions` come from the app. */
export function AppLayout({ headerActions }: { headerActions?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader actions={headerActions} />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
