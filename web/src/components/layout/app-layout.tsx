import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';
import './layout.css';

/** Every page but /game and /qr: skip link, header, main, footer. */
export function AppLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} ref={main} tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
