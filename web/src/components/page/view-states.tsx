import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './view-states.css';

/** A part of a page still on its way: a spinner and the loading text, with room kept for the content. */
export function LoadingState({ label, minHeight }: { label?: string; minHeight?: string }) {
  const { t } = useTranslation();
  return (
    <p className="view-state" aria-busy="true" style={minHeight ? { minHeight } : undefined}>
      <span className="spinner" aria-hidden="true" />
      {label ?? t('common.loading')}
    </p>
  );
}

/** A part that failed to load: what went wrong, and a retry when one makes sense. */
export function ErrorState({
  message,
  retry,
}: {
  message: string;
  retry?: { label: string; onRetry: () => void };
}) {
  return (
    <div className="view-state view-state--error" role="alert">
      <p>{message}</p>
      {retry ? (
        <button type="button" className="button button--secondary view-state__retry" onClick={retry.onRetry}>
          {retry.label}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to list yet: a calm note instead of an empty box. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="view-state view-state--empty">{children}</p>;
}
