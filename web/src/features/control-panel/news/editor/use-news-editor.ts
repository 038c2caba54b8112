import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { NewsItemView } from '../../../../../../contracts/news.codec';
import { isApiError } from '../../../../lib/api';
import { notify } from '../../../../components/toast/notify';
import { useNewsApi } from '../api/use-news-api';
import { useErrorText } from '../components/use-error-text';
import { useNewsText } from '../i18n/texts';
import {
  draftProblems,
  emptyNewsDraft,
  isNewsDirty,
  newsDraftOf,
  newsFormData,
  placeProblems,
  serverProblems,
  type DraftProblems,
  type FieldProblem,
  type NewsDraft,
} from '../model/news-form';
import { rekeyedLike } from '../model/poll-editor';
import { editNewsPath, newsListPath } from '../news-paths';

/** Before a first try to save, an empty required field is not yet a problem worth a red line. */
const REQUIRED = /_REQUIRED$/;

function shownProblems(all: DraftProblems, attempted: boolean): DraftProblems {
  if (attempted) return all;
  const keep = <T extends string | undefined>(code: T) =>
    code !== undefined && REQUIRED.test(code) ? undefined : code;
  const poll: DraftProblems['poll'] = {};
  for (const [key, own] of Object.entries(all.poll))
    poll[key] = {
      poll: own.poll,
      question: keep(own.question),
      options: own.options,
      option: Object.fromEntries(Object.entries(own.option).filter(([, code]) => !REQUIRED.test(code))),
    };
  return { ...all, title: keep(all.title), poll };
}

/**
 * The editor's state: the item as read (`saved`), the draft, what is wrong with it and the save and
 * delete. A refused save keeps what was typed; the server's own problems show until the next change.
 */
export function useNewsEditor(initial: NewsItemView | null) {
  const { t } = useNewsText();
  const api = useNewsApi();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const [base, setBase] = useState<NewsDraft>(() =>
    initial === null ? emptyNewsDraft() : newsDraftOf(initial),
  );
  const [draft, setDraftState] = useState<NewsDraft>(base);
  const [attempted, setAttempted] = useState(false);
  const [refused, setRefused] = useState<readonly FieldProblem[] | null>(null);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** Set just before the editor's own moves (after a save or delete), which need no question. */
  const leaving = useRef(false);

  const setDraft = (change: Partial<NewsDraft>) => {
    setRefused(null);
    setDraftState((current) => ({ ...current, ...change }));
  };

  /** The rich-text editor writes the stored HTML its own way: that form is what "unchanged" means. */
  const contentReady = (html: string) => {
    if (draft.content !== base.content) return;
    setBase((current) => ({ ...current, content: html }));
    setDraftState((current) => ({ ...current, content: html }));
  };

  const problems = refused === null ? draftProblems(draft) : placeProblems(draft, refused);
  const dirty = isNewsDirty(draft, base);

  /** Answers whether the draft went to the server: with problems it stays here, and they all show. */
  async function save(): Promise<boolean> {
    if (busy !== null) return false;
    setAttempted(true);
    if (problems.count > 0) return false;
    setBusy('save');
    setFailure(null);
    try {
      const form = newsFormData(draft, saved?.imagePath != null);
      const answer = saved === null ? await api.create(form) : await api.update(saved._id, form);
      if (saved === null) {
        leaving.current = true;
        notify.success(t('done.created'));
        navigate(editNewsPath(answer.news._id), { replace: true });
        return true;
      }
      const stored = newsDraftOf(answer.news);
      // The editor keeps its text as it is (the server's copy of it is what the preview shows).
      const next: NewsDraft = {
        ...stored,
        content: draft.content,
        polls: rekeyedLike(stored.polls, draft.polls),
      };
      setSaved(answer.news);
      setBase(next);
      setDraftState(next);
      setAttempted(false);
      notify.success(t('done.saved'));
      return true;
    } catch (error) {
      setFailure(errorText(error, 'saveFailed'));
      if (isApiError(error, 'NEWS_INVALID')) setRefused(serverProblems(error.details));
      return true;
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (saved === null || busy !== null) return;
    setBusy('delete');
    setFailure(null);
    try {
      await api.remove(saved._id);
      leaving.current = true;
      notify.success(t('done.deleted'));
      navigate(newsListPath());
    } catch (error) {
      setFailure(errorText(error, 'deleteFailed'));
      setBusy(null);
    }
  }

  return {
    saved,
    draft,
    setDraft,
    contentReady,
    problems: shownProblems(problems, attempted),
    problemCount: attempted ? problems.count : 0,
    dirty,
    /** The text as read (as the rich-text editor writes it): the preview shows the server's copy then. */
    baseContent: base.content,
    busy,
    failure,
    leaving,
    save,
    remove,
    uploadImage: api.uploadImage,
  };
}

export type NewsEditorState = ReturnType<typeof useNewsEditor>;
