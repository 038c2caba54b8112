import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './scoreboard.css';

import type { Remote } from '../../../lib/use-remote';
interface RemoteViewProps<T> {
  remote: Remote<T>;
  /** The list's own loading-failed text (spec 8: players, days, day details, groups, search). */
  failed: string;
  onRetry: () => void;
  children: (value: T, refreshing: boolean) => ReactNode;
}

/** Loading, failed (with a retry) or the value: every read of the scoreboard shows one of these. */
export function RemoteView<T>({ remote, failed, onRetry, children }: RemoteViewProps<T>) {
  if (remote.kind === 'loading') return <LoadingState />;
  if (remote.kind === 'failed') return <FailedState message={failed} onRetry={onRetry} />;
  return <>{children(remote.value, remote.refreshing)}</>;
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="sb-state" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

export function FailedState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="sb-state sb-state--failed" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--secondary sb-state__retry" onClick={onRetry}>
          {t('scoreboard.retry')}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="sb-empty">{children}</p>;
}
