import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_ID } from './skip-link';
import { useFocusMainOnNavigate } from './use-focus-main-on-navigate';
import './layout.css';

/** Full-screen pages (/game, /qr): no site header or footer, the page brings its own chrome. */
export function FocusLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);
  return (
    <div className="app-shell app-shell--focus">
      <main id={MAIN_ID} ref={main} tabIndex={-1} className="app-shell__main">
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
