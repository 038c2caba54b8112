import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import './page.css';

interface PageProps {
  title: string;
  /** A line above the title, e.g. a group code or a date. */
  eyebrow?: string;
  children?: ReactNode;
}

/** The frame of an ordinary page: document title, one h1, content in a centred column. */
export function Page({ title, eyebrow, children }: PageProps) {
  return (
    <div className="page container container--narrow">
      <DocumentTitle page={title} />
      <header className="page__header">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page__title">{title}</h1>
      </header>
      {children}
    </div>
  );
}
