import type {
  ManageNewsListAnswer,
  NewsItemAnswer,
  PollResultsAnswer,
  UploadedImageAnswer,
} from '../../../../../../contracts/news.codec';
import { PAGE_SIZES } from '../../../../../../domain/constants/page-sizes.constants';
import { sendForm, type FormRequestDeps } from './form-request';

// News with polls (admin spec 7 "News", DESIGN 11): editors' calls only, so without tokens each fails at
// once, without a call. The item's own saves and image uploads are multipart; everything else is JSON.

export const NEWS_PATH = '/manage/news';
const itemPath = (id: string) => `${NEWS_PATH}/${encodeURIComponent(id)}`;

/** The list's address: 10 a page (admin spec 9). */
export const listPath = (page: number): string =>
  `${NEWS_PATH}/all?${new URLSearchParams({ page: String(page), limit: String(PAGE_SIZES.news) }).toString()}`;

export const resultsPath = (newsId: string, pollId: string): string =>
  `${itemPath(newsId)}/poll/${encodeURIComponent(pollId)}/results`;

export function createNewsApi(deps: FormRequestDeps) {
  const { client } = deps;
  const editor = { auth: 'required' } as const;
  return {
    list: (page: number, signal?: AbortSignal): Promise<ManageNewsListAnswer> =>
      client.get(listPath(page), { ...editor, signal }),

    item: (id: string, signal?: AbortSignal): Promise<NewsItemAnswer> =>
      client.get(itemPath(id), { ...editor, signal }),

    /** The item's fields as ./model/news-form.ts builds them. */
    create: (form: FormData): Promise<NewsItemAnswer> => sendForm(deps, 'POST', NEWS_PATH, form),

    update: (id: string, form: FormData): Promise<NewsItemAnswer> =>
      sendForm(deps, 'PUT', itemPath(id), form),

    /** The quick switch in the list: JSON `{active}` on the item's own path. */
    setActive: (id: string, active: boolean): Promise<NewsItemAnswer> =>
      client.put(itemPath(id), { active }, editor),

    remove: (id: string): Promise<unknown> => client.delete(itemPath(id), editor),

    /** A picture for the content: stored, re-encoded and served from this instance's uploads. */
    uploadImage: (file: File): Promise<UploadedImageAnswer> => {
      const form = new FormData();
      form.set('image', file, file.name);
      return sendForm(deps, 'POST', `${NEWS_PATH}/upload-image`, form);
    },

    results: (newsId: string, pollId: string, signal?: AbortSignal): Promise<PollResultsAnswer> =>
      client.get(resultsPath(newsId, pollId), { ...editor, signal }),
  };
}

export type NewsApi = ReturnType<typeof createNewsApi>;
