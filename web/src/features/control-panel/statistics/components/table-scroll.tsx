import { useRef, type ReactNode } from 'react';
import { useMoreToTheRight } from '../../../../lib/use-more-to-the-right';

/**
 * A table that scrolls sideways on a phone, in a named region a keyboard can scroll; a fade on its right
 * edge shows while columns hide there (phones show no scrollbar).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const more = useMoreToTheRight(scroller);
  return (
    <div className={`cp-table-frame${more ? ' cp-table-frame--more' : ''}`}>
      <div ref={scroller} className="cp-table-scroll" role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
