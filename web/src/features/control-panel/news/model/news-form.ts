import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { newsProblems, type NewsProblemCode } from '../../../../../../domain/news';
import { pollDraftsOf, pollInputs, type PollDraft } from './poll-editor';

// A news item as the editor holds it, its problems by the domain's own rules (the server refuses the same),
// and the multipart form the server takes. Pure, so it is tested without a screen.

/** The cover image: as stored, removed, or a new file chosen (shown from the file until saved). */
export type CoverChange =
  | { readonly kind: 'keep' }
  | { readonly kind: 'remove' }
  /** `url`: the file's own object URL, for showing it before it is saved. */
  | { readonly kind: 'new'; readonly file: File; readonly url: string };

export interface NewsDraft {
  readonly title: string;
  /** HTML from the rich-text editor; '' when it holds nothing. */
  readonly content: string;
  readonly active: boolean;
  readonly polls: readonly PollDraft[];
  readonly cover: CoverChange;
}

const KEEP: CoverChange = { kind: 'keep' };

/** A new item starts hidden from players: it is switched on when it is ready. */
export const emptyNewsDraft = (): NewsDraft => ({
  title: '',
  content: '',
  active: false,
  polls: [],
  cover: KEEP,
});

export const newsDraftOf = (item: NewsItemView): NewsDraft => ({
  title: item.title,
  content: item.content,
  active: item.active,
  polls: pollDraftsOf(item.polls),
  cover: KEEP,
});

/** Where the cover the editor shows comes from: the chosen file, the stored image, or none. */
export function coverSource(draft: NewsDraft, storedPath: string | null): string | null {
  if (draft.cover.kind === 'new') return draft.cover.url;
  return draft.cover.kind === 'remove' ? null : storedPath;
}

const comparable = (draft: NewsDraft) =>
  JSON.stringify([draft.title, draft.content, draft.active, pollInputs(draft.polls), draft.cover.kind]);

/** Something differs from what was read (or, for a new item, from the empty form). */
export const isNewsDirty = (draft: NewsDraft, base: NewsDraft): boolean =>
  comparable(draft) !== comparable(base);

/**
 * POST /manage/news and PUT /manage/news/{id}: title, content, active, polls (JSON) and the image, or
 * removeImage when a stored one goes. The title goes trimmed; the server trims and checks again.
 */
export function newsFormData(draft: NewsDraft, hadImage: boolean): FormData {
  const form = new FormData();
  form.set('title', draft.title.trim());
  form.set('content', draft.content);
  form.set('active', draft.active ? 'true' : 'false');
  form.set('polls', JSON.stringify(pollInputs(draft.polls)));
  if (draft.cover.kind === 'new') form.set('image', draft.cover.file, draft.cover.file.name);
  else if (draft.cover.kind === 'remove' && hadImage) form.set('removeImage', 'true');
  return form;
}

/** The problems of one poll, by the keys the screen draws its inputs with. */
export interface PollProblems {
  /** The poll as a whole (an id the item no longer has). */
  poll?: NewsProblemCode;
  question?: NewsProblemCode;
  /** Too few or too many options. */
  options?: NewsProblemCode;
  option: Record<string, NewsProblemCode>;
}

export interface DraftProblems {
  title?: NewsProblemCode;
  content?: NewsProblemCode;
  polls?: NewsProblemCode;
  poll: Record<string, PollProblems>;
  count: number;
}

export interface FieldProblem {
  readonly field: string;
  readonly code: NewsProblemCode;
}

const POLL_FIELD = /^polls\.(\d+)\.(question|options|id|type)(?:\.(\d+)\.(?:text|id))?$/;

/**
 * Problems by dotted path (`polls.1.options.0.text`), the domain's or those of a refused save
 * (NEWS_INVALID's details), placed on the editor's inputs.
 */
export function placeProblems(draft: NewsDraft, found: readonly FieldProblem[]): DraftProblems {
  const problems: DraftProblems = { poll: {}, count: found.length };
  for (const { field, code } of found) {
    if (field === 'title' || field === 'content' || field === 'polls') {
      problems[field] ??= code;
      continue;
    }
    const match = POLL_FIELD.exec(field);
    const poll = match ? draft.polls[Number(match[1])] : undefined;
    if (match === null || poll === undefined) continue;
    const own = (problems.poll[poll.key] ??= { option: {} });
    if (match[2] === 'question') own.question ??= code;
    else if (match[2] !== 'options') own.poll ??= code;
    else if (match[3] === undefined) own.options ??= code;
    else {
      const option = poll.options[Number(match[3])];
      if (option !== undefined) own.option[option.key] ??= code;
    }
  }
  return problems;
}

/** The domain's own news rules, as the server applies them on save. */
export const draftProblems = (draft: NewsDraft): DraftProblems =>
  placeProblems(
    draft,
    newsProblems({ title: draft.title, content: draft.content, polls: pollInputs(draft.polls) }),
  );

/** The problems a refused save (NEWS_INVALID) lists in its details, as far as they are readable. */
export function serverProblems(details: unknown): FieldProblem[] {
  const listed = (details as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((item: unknown) => {
    const { field, code } = (item ?? {}) as { field?: unknown; code?: unknown };
    return typeof field === 'string' && typeof code === 'string'
      ? [{ field, code: code as NewsProblemCode }]
      : [];
  });
}
