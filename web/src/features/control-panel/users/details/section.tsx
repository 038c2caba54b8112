import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  /** Beside the title: a count, a status. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of a user's details, titled for screen readers' heading navigation. */
export function Section({ title, aside, className, children }: SectionProps) {
  const id = useId();
  return (
    <section className={`card users-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <div className="users-section__head">
        <h3 id={id} className="users-section__title">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A section with nothing to list: one calm line. */
export const NoneYet = ({ children }: { children: ReactNode }) => <p className="users-none">{children}</p>;
