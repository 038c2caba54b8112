import type { ReactNode } from 'react';

interface GameMessageProps {
  title?: string;
  children?: ReactNode;
  busy?: boolean;
  actions?: ReactNode;
}

/** A card in place of the board: loading, no game, a failure, or the moment before the clock starts. */
export function GameMessage({ title, children, busy = false, actions }: GameMessageProps) {
  return (
    <section className="game-message card" aria-busy={busy || undefined}>
      {busy ? <span className="spinner spinner--large" aria-hidden="true" /> : null}
      {title ? <h2 className="game-message__title">{title}</h2> : null}
      {children ? <div className="game-message__body">{children}</div> : null}
      {actions ? <div className="game-message__actions">{actions}</div> : null}
    </section>
  );
}
