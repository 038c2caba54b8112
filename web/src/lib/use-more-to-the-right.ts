import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a sideways scroller has more content to the right of what it shows: a phone user sees no
 * scrollbar, so the table shows a fade on that edge while there is more to scroll to.
 */
export function useMoreToTheRight(ref: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const update = () => setMore(scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1);
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    // The scroller's size and its content's width both change what is hidden (rotation, new rows).
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(scroller);
    if (scroller.firstElementChild) resized?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
  return more;
}
