import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TrophyIcon } from './icons';
import { EmptyState, ErrorState, LoadingState } from '../page/view-states';
import { mapRemote, type Remote } from '../../lib/use-remote';
import './top-list.css';

export interface TopEntry {
  readonly userId: string;
  readonly username: string;
  /** The figure beside the name, already in words ("4 invites"). */
  readonly figure: string;
}

/** A top list's answer as the list shows it: each player's count in the page's words. */
export const topEntries = <T extends { userId: string; username: string }>(
  remote: Remote<readonly T[]>,
  figure: (item: T) => string,
): Remote<readonly TopEntry[]> =>
  mapRemote(remote, (items) =>
    items.map((item) => ({ userId: item.userId, username: item.username, figure: figure(item) })),
  );

interface TopListProps {
  title: string;
  state: Remote<readonly TopEntry[]>;
  meId: string | null;
  empty: string;
  failed: string;
  onRetry: () => void;
  /** The card's classes besides `card card--stack` (its page's card padding). */
  className?: string;
}

/** Top referrers or top suggesters (spec 2, "Scoreboard"): ranked, the player's own row marked in words. */
export function TopList({ title, state, meId, empty, failed, onRetry, className }: TopListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={`card card--stack${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <TrophyIcon className="top-list__icon" />
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
                {entry.userId === meId ? <span className="top-list__me"> ({t('common.you')})</span> : null}
              </span>
              <span className="top-list__figure">{entry.figure}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
