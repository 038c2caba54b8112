import * as t from 'io-ts';
import { oneOf, strict, withOptional } from './codec-helpers';

// News items with polls (admin spec 3 "News item", "Poll"; 7 "News"; DESIGN 11), for the control panel,
// signed-in players and guests alike.

export const POLL_TYPES = ['free_form', 'multiple_choice'] as const;
export type PollType = (typeof POLL_TYPES)[number];

export interface PollOptionView {
  id: string;
  text: string;
  votes: number;
  /** votes over totalResponses, rounded (domain/formatting/poll-percentage); 0 before the first response. */
  percentage: number;
}

/** A poll as the caller sees it: `hasResponded` and `userResponse` are the caller's own. */
export interface PollView {
  id: string;
  question: string;
  type: PollType;
  allowMultiple: boolean;
  /** Empty for a free-form poll. */
  options: PollOptionView[];
  hasResponded: boolean;
  /** Free text, one option id, or several (allowMultiple); null before responding. */
  userResponse: string | string[] | null;
  totalResponses: number;
}

/** A news item. `content` is HTML already sanitised by the server's allow-list. */
export interface NewsItemView {
  _id: string;
  title: string;
  content: string;
  /** Where the stored image is served, `/uploads/<slug>/news/<name>.webp`, or null. */
  imagePath: string | null;
  active: boolean;
  polls: PollView[];
  createdAt: string;
  updatedAt: string;
  /** For a player or guest: whether they marked it read. */
  isRead: boolean;
}

/** GET /manage/news/all?page&limit (defaults 1 and 10). */
export interface ManageNewsListAnswer {
  news: NewsItemView[];
  total: number;
  pages: number;
  currentPage: number;
}

/** GET /news, /news/unread, /news/active and /guest/news/unread: `unreadCount` drives the bell's badge. */
export interface PlayerNewsAnswer {
  news: NewsItemView[];
  unreadCount: number;
}

/** GET, POST and PUT of one item under /manage/news. */
export interface NewsItemAnswer {
  news: NewsItemView;
}

/** POST /news/{id}/read and /dismiss (and the guest paths): the caller's unread count afterwards. */
export interface NewsMarkAnswer {
  message: string;
  unreadCount: number;
}

/** GET /manage/news/{newsId}/polls and the guest path. */
export interface NewsPollsAnswer {
  polls: PollView[];
}

/** A poll as the editor writes it; an option or poll without `id` is new. */
export const PollInput = withOptional(
  { question: t.string, type: oneOf(POLL_TYPES, 'PollType') },
  {
    id: t.string,
    allowMultiple: t.boolean,
    options: t.array(withOptional({ text: t.string }, { id: t.string }, 'PollOptionInput')),
  },
  'PollInput',
);
export type PollInput = t.TypeOf<typeof PollInput>;

/**
 * POST /manage/news and PUT /manage/news/{id} as multipart fields: title, content (HTML), active
 * ('true'/'false'), polls (a JSON array of PollInput), removeImage ('true'), and an optional file `image`.
 * The same fields decoded:
 */
export const NewsFields = withOptional(
  { title: t.string, content: t.string },
  { active: t.boolean, polls: t.array(PollInput), removeImage: t.boolean },
  'NewsFields',
);
export type NewsFields = t.TypeOf<typeof NewsFields>;

/** PUT /manage/news/{id} with a JSON body: the active toggle. */
export const NewsActiveRequest = strict({ active: t.boolean }, 'NewsActiveRequest');

/** POST /manage/news/{newsId}/poll/{pollId}/response and the guest path. */
export const PollResponseRequest = strict(
  { response: t.union([t.string, t.array(t.string)]) },
  'PollResponseRequest',
);

/**
 * GET .../poll/{pollId}/results: moderators also get the free-form answers, newest first. POST .../response
 * answers the same shape (the caller's own response included).
 */
export interface PollResultsAnswer {
  poll: PollView;
  answers?: { text: string; at: string }[];
}

/** POST /manage/news/upload-image: where the stored, re-encoded image is served. */
export interface UploadedImageAnswer {
  url: string;
  width: number;
  height: number;
}
