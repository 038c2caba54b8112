import { useState } from 'react';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import { useFieldErrors } from '../../../../components/form/use-field-errors';
import { useCategoriesText } from '../i18n/texts';
import { draftProblems, type CategoryDraft } from '../model/category-draft';
import { problemText } from '../model/problem-text';

/**
 * A category being typed: the domain's checks follow the typing (a field's first problem shows once the
 * field is touched, all of them on submit), and problems the server named stay until the next change.
 */
export function useCategoryDraft(initial: CategoryDraft) {
  const { t } = useCategoriesText();
  const [draft, setDraft] = useState(initial);
  const [fromServer, setFromServer] = useState<readonly PuzzleProblem[]>([]);
  const problems = draftProblems(draft);
  const fields = useFieldErrors(problems);

  return {
    draft,
    problems,
    update(change: Partial<CategoryDraft>) {
      setDraft((current) => ({ ...current, ...change }));
      setFromServer([]);
    },
    errorOf(field: string): string | null {
      const own = fields.errorOf(field);
      if (own !== null) return problemText(t, own);
      const named = fromServer.find((problem) => problem.field === field);
      return named === undefined ? null : problemText(t, named);
    },
    touch: fields.touch,
    validate: fields.validate,
    /** The server's own problems (400 CATEGORY_INVALID), shown at their fields. */
    showServerProblems: setFromServer,
    serverProblems: fromServer,
  };
}

export type CategoryDraftState = ReturnType<typeof useCategoryDraft>;
