import type {
  ApprovedSuggestionAnswer,
  BankCategoriesAnswer,
  BankCategoryAnswer,
  BankImportAnswer,
  ReviewedSuggestionView,
  ReviewedSuggestionsAnswer,
} from '../../../../../../contracts/category-bank.codec';
import type { SuggestionStatus } from '../../../../../../domain/suggestions/suggestion-status';
import type { ApiClient } from '../../../../lib/api';

// The categories bank and the review of players' suggestions (admin spec 7 "Categories", DESIGN 11). Every
// call is an editor's: without tokens it fails at once, without a call. Shapes come in as types only.

/** Rows per page of the bank. */
export const BANK_PAGE_SIZE = 20;

/** A category as the editor sends it: texts trimmed, null colour for the position's own. */
export interface CategoryFields {
  name: string;
  words: string[];
  extraWord: string;
  color: string | null;
}

export interface BankQuery {
  q: string;
  page: number;
}

export interface SuggestionQuery {
  status: SuggestionStatus;
  page: number;
}

const categoryPath = (id: string) => `/manage/single-categories/${encodeURIComponent(id)}`;
const suggestionPath = (id: string, action: 'approve' | 'decline') =>
  `/manage/suggestions/${encodeURIComponent(id)}/${action}`;

const bankSearch = ({ q, page }: BankQuery): string => {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q.trim());
  params.set('page', String(page));
  params.set('limit', String(BANK_PAGE_SIZE));
  return params.toString();
};

const body = (fields: CategoryFields) => ({
  name: fields.name,
  words: [...fields.words],
  extraWord: fields.extraWord,
  color: fields.color,
});

export function createCategoriesApi(client: ApiClient) {
  const editor = { auth: 'required' } as const;
  return {
    bank: (query: BankQuery, signal?: AbortSignal): Promise<BankCategoriesAnswer> =>
      client.get(`/manage/single-categories?${bankSearch(query)}`, { ...editor, signal }),

    /** One entry as saved now (after an edit met someone else's). */
    one: (id: string): Promise<BankCategoryAnswer> => client.get(categoryPath(id), editor),

    create: (fields: CategoryFields): Promise<BankCategoryAnswer> =>
      client.post('/manage/single-categories', body(fields), editor),

    /** `version`: the one the editor read, so an edit saved meanwhile by someone else answers 409. */
    update: (id: string, fields: CategoryFields, version: number): Promise<BankCategoryAnswer> =>
      client.put(categoryPath(id), { ...body(fields), version }, editor),

    remove: (id: string): Promise<unknown> => client.delete(categoryPath(id), editor),

    /** The text as pasted (JSON or CSV): the server reads it by the same rule as the preview. */
    importBank: (data: string): Promise<BankImportAnswer> =>
      client.post('/manage/single-categories/import', { data }, editor),

    suggestions: (
      { status, page }: SuggestionQuery,
      signal?: AbortSignal,
    ): Promise<ReviewedSuggestionsAnswer> =>
      client.get(`/manage/suggestions?${new URLSearchParams({ status, page: String(page) }).toString()}`, {
        ...editor,
        signal,
      }),

    /** Without `changes` it is approved as written; with them, modified then approved. */
    approve: (id: string, changes?: CategoryFields): Promise<ApprovedSuggestionAnswer> =>
      client.post(suggestionPath(id, 'approve'), changes === undefined ? {} : body(changes), editor),

    decline: (id: string): Promise<{ suggestion: ReviewedSuggestionView }> =>
      client.post(suggestionPath(id, 'decline'), {}, editor),
  };
}

export type CategoriesApi = ReturnType<typeof createCategoriesApi>;
