import { useMemo, useState } from 'react';
import type { ManagedGameView } from '../../../../../../contracts/manage-games.codec';
import type { PuzzleProblem } from '../../../../../../domain/puzzles/category-check';
import { draftProblems, puzzleProblems } from '../../../../../../domain/puzzles/puzzle-check';
import { draftOf, puzzleOf, sameDraft, type GameDraft } from './editor-model';
import { mergeProblems } from './editor-checks';

/** "Write a word" under every empty field of a new game is noise: these wait until the field is used. */
const QUIET_UNTIL_TOUCHED: readonly PuzzleProblem['code'][] = ['WORD_REQUIRED', 'CATEGORY_NAME_REQUIRED'];

/** What the last save, publish or other action came to, shown above the form until the next one. */
export type EditorOutcome =
  | { readonly kind: 'conflict' }
  | { readonly kind: 'locked' }
  | { readonly kind: 'dateTaken' }
  | { readonly kind: 'problems' }
  | { readonly kind: 'failed'; readonly text: string }
  | { readonly kind: 'done'; readonly text: string };

/**
 * The editor's state: the draft as typed, the stored game it started from (`base`, null for a new game)
 * and the server's verdict on the last action. Every check is the domain's own, run as the editor types;
 * the server's problems of a refused save stay beside their fields until the next change.
 */
export function useGameEditor(saved: ManagedGameView | null, initial: GameDraft) {
  const [base, setBase] = useState<ManagedGameView | null>(saved);
  const [start, setStart] = useState<GameDraft>(initial);
  const [draft, setDraftState] = useState<GameDraft>(initial);
  const [serverProblems, setServerProblems] = useState<readonly PuzzleProblem[]>([]);
  const [outcome, setOutcome] = useState<EditorOutcome | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // A stored game shows everything it lacks at once; a new one as its fields are used, or when asked.
  const [revealAll, setRevealAll] = useState(saved !== null);

  const live = useMemo(() => puzzleProblems(puzzleOf(draft)), [draft]);
  const problems = useMemo(() => mergeProblems(live, serverProblems), [live, serverProblems]);
  const blocking = useMemo(() => draftProblems(puzzleOf(draft)), [draft]);
  const shown = useMemo(
    () =>
      revealAll
        ? problems
        : problems.filter(
            (problem) => touched.has(problem.field) || !QUIET_UNTIL_TOUCHED.includes(problem.code),
          ),
    [problems, revealAll, touched],
  );
  const dirty = !sameDraft(draft, start);
  const locked = base?.locked === true || outcome?.kind === 'locked';

  return {
    base,
    draft,
    dirty,
    locked,
    /** Everything the domain finds, with the server's last word: none means it can be published. */
    problems,
    /** The problems shown beside the fields (a new game's empty fields wait until they are used). */
    shown,
    revealAll: () => setRevealAll(true),
    /** What stops even a draft from being saved (shapes and lengths). */
    blocking,
    outcome,
    setOutcome,
    setServerProblems,
    /** `field`: the field typed in, whose problems show from now on. */
    change(update: (draft: GameDraft) => GameDraft, field?: string) {
      setDraftState(update);
      if (field !== undefined)
        setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
      setServerProblems([]);
      setOutcome((current) => (current?.kind === 'done' || current?.kind === 'problems' ? null : current));
    },
    /**
     * A stored copy came back (saved, published, reloaded). The typed text becomes the stored one only
     * when nothing was typed meanwhile (`sent`) or when asked to (`replace`); otherwise it stays as typed.
     */
    stored(game: ManagedGameView, sent: GameDraft | null, replace = false) {
      const copy = draftOf(game);
      setBase(game);
      setStart(copy);
      setDraftState((current) => (replace || (sent !== null && current === sent) ? copy : current));
    },
  };
}

export type GameEditorState = ReturnType<typeof useGameEditor>;
