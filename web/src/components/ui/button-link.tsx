import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost';

interface ButtonLinkProps {
  to: To;
  variant?: Variant;
  large?: boolean;
  children: ReactNode;
}

/** A router link styled as a button (navigation stays a link for assistive technology). */
export function ButtonLink({ to, variant = 'primary', large = false, children }: ButtonLinkProps) {
  const className = `button button--${variant}${large ? ' button--large' : ''}`;
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
