import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the new page's main region so screen-reader and
 * keyboard users start at the new content (not on the link they just used). Not on first load.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
