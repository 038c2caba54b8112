import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page/view-states';
import type { Remote } from '../../../lib/use-remote';
import { TrophyIcon } from '../../../components/ui/account-icons';
import './social.css';

export interface TopEntry {
  readonly userId: string;
  readonly username: string;
  /** The figure beside the name, already in words ("4 invites"). */
  readonly figure: string;
}

interface TopListProps {
  title: string;
  state: Remote<readonly TopEntry[]>;
  meId: string | null;
  empty: string;
  failed: string;
  onRetry: () => void;
}

/** Top referrers or top suggesters (spec 2, "Scoreboard"): ranked, the player's own row marked in words. */
export function TopList({ title, state, meId, empty, failed, onRetry }: TopListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="card card--stack social-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <TrophyIcon className="social-card__icon" />
        {title}
      </h2>
      {state.kind === 'loading' ? (
        <LoadingState compact />
      ) : state.kind === 'failed' ? (
        <ErrorState message={failed} onRetry={onRetry} compact />
      ) : state.value.length === 0 ? (
        <EmptyState compact>{empty}</EmptyState>
      ) : (
        <ol className="top-list">
          {state.value.map((entry, index) => (
            <li
              key={entry.userId}
              className={`top-list__row${entry.userId === meId ? ' top-list__row--me' : ''}`}
            >
              <span className={`top-list__rank top-list__rank--${index + 1}`}>{index + 1}</span>
              <span className="top-list__name">
                {entry.username}
                {entry.userId === meId ? <span className="top-list__me"> ({t('social.you')})</span> : null}
              </span>
              <span className="top-list__figure">{entry.figure}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
