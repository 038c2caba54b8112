import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Remote } from '../../lib/use-remote';
import './view-states.css';

/**
 * Every state comes in two sizes: in place of a list or a page part (the default), or `compact`, a line
 * inside a card (smaller text, no room of its own).
 */
const classes = (compact: boolean | undefined, modifier?: string) =>
  `view-state${modifier ? ` view-state--${modifier}` : ''}${compact ? ' view-state--compact' : ''}`;

/** A part of a page still on its way: a spinner and the loading text, with room kept for the content. */
export function LoadingState({
  label,
  minHeight,
  compact,
}: {
  label?: string;
  minHeight?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={classes(compact)}
      role="status"
      aria-busy="true"
      style={minHeight ? { minHeight } : undefined}
    >
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

/** A part that failed to load: what went wrong, and a retry when one makes sense. */
export function ErrorState({
  message,
  onRetry,
  compact,
}: {
  message: string;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={classes(compact, 'error')} role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary view-state__retry" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to list yet: a calm note instead of an empty box, and under it `action`, a way on. */
export function EmptyState({
  children,
  action,
  compact,
  alert,
}: {
  children: ReactNode;
  action?: ReactNode;
  compact?: boolean;
  /** The note answers what the player asked for (e.g. no such group): announced at once. */
  alert?: boolean;
}) {
  const role = alert ? 'alert' : undefined;
  if (action === undefined)
    return (
      <p className={classes(compact, 'empty')} role={role}>
        {children}
      </p>
    );
  return (
    <div className={classes(compact, 'empty')} role={role}>
      <p>{children}</p>
      {action}
    </div>
  );
}

interface RemoteViewProps<T> {
  remote: Remote<T>;
  /** The part's own loading-failed text (e.g. spec 8: players, days, day details, groups, search). */
  failed: string;
  onRetry: () => void;
  compact?: boolean;
  children: (value: T, refreshing: boolean) => ReactNode;
}

/** Loading, failed (with a retry) or the value: what a part read from the server shows. */
export function RemoteView<T>({ remote, failed, onRetry, compact, children }: RemoteViewProps<T>) {
  if (remote.kind === 'loading') return <LoadingState compact={compact} />;
  if (remote.kind === 'failed') return <ErrorState message={failed} onRetry={onRetry} compact={compact} />;
  return <>{children(remote.value, remote.refreshing)}</>;
}
