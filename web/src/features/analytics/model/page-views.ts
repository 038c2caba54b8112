/** The little of a data router that page counting reads (react-router's `createBrowserRouter` result). */
export interface RouterLike {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

// Module-wide, so StrictMode's second mount of the same page does not count it twice.
let lastCounted: string | null = null;

/**
 * Calls `count` for the page shown now and for every later change of path. Only the fact of a view is
 * recorded, never the path; a modal that adds a history entry on the same path is not a new page.
 */
export function countPageViews(router: RouterLike, count: () => void): () => void {
  const seen = (pathname: string) => {
    if (pathname === lastCounted) return;
    lastCounted = pathname;
    count();
  };
  seen(router.state.location.pathname);
  return router.subscribe((state) => seen(state.location.pathname));
}
