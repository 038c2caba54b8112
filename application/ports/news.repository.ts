import type { PollKind } from '../../domain/news/news-item';
import type { Player } from './player';

export interface StoredPollOption {
  readonly id: string;
  readonly text: string;
}

export interface StoredPoll {
  readonly id: string;
  readonly question: string;
  readonly type: PollKind;
  readonly allowMultiple: boolean;
  /** In the editor's order; empty for a free-form poll. */
  readonly options: readonly StoredPollOption[];
}

export interface StoredNews {
  readonly id: string;
  readonly title: string;
  /** Sanitised HTML. */
  readonly content: string;
  /** FileStorage key of the item's image. */
  readonly imageKey: string | null;
  readonly active: boolean;
  readonly polls: readonly StoredPoll[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface NewsToStore {
  readonly id: string;
  readonly title: string;
  readonly content: string;
  readonly imageKey: string | null;
  readonly active: boolean;
  /** The polls after the change: those not listed go (with their responses), listed ids keep theirs. */
  readonly polls: readonly StoredPoll[];
  readonly actorId: string | null;
  /** When the change is made: the creation time of a new item, the update time of an edit. */
  readonly at: Date;
}

/** Which active items a player or guest is shown: all, those not dismissed, or those neither read nor dismissed. */
export type ReaderFilter = 'all' | 'notDismissed' | 'unread';

export interface ReaderNews {
  readonly news: StoredNews;
  readonly read: boolean;
}

export interface NewsRepository {
  find(id: string): Promise<StoredNews | null>;
  /** As find, and locks the item until the transaction ends: edits of one item queue. */
  lock(id: string): Promise<StoredNews | null>;
  /** Every item, newest first (the control panel). */
  list(offset: number, limit: number): Promise<{ items: StoredNews[]; total: number }>;
  /** Active items for a user or a guest, newest first, with whether they marked each read. */
  listFor(reader: Player, filter: ReaderFilter, limit: number): Promise<ReaderNews[]>;
  /** Active items the reader has neither read nor dismissed. */
  unreadCount(reader: Player): Promise<number>;
  insert(news: NewsToStore): Promise<void>;
  update(news: NewsToStore): Promise<void>;
  setActive(id: string, active: boolean, actorId: string | null, at: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Records that the reader read or dismissed the item; the first time counts, repeats change nothing.
   * False when no such item exists.
   */
  mark(id: string, reader: Player, mark: 'read' | 'dismissed', at: Date): Promise<boolean>;
}

export const NEWS_REPOSITORY = Symbol.for('NewsRepository');
