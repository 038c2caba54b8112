import * as E from 'fp-ts/Either';
import type { AttemptView, GameResult, RevealedCategory } from '../../../../../../contracts/game.codec';
import { normalizeWord } from '../../../../../../domain/game/category';
import { combinationKey, COMBINATION_KEY_SEPARATOR } from '../../../../../../domain/game/combination-key';
import {
  isPlaying,
  newPlayState,
  playForfeit,
  playSelection,
  playSwitch,
  settle,
  type PlayState,
} from '../../../../../../domain/game/play-session';
import type { DomainError } from '../../../../../../domain/errors/domain-error';
import { ApiError, type PlayerGameApi } from '../../../../lib/api';
import { resultOf, revealedOf, sessionOf, type PlayTestPuzzle } from './session-views';

// The play-test's "server": the game's own rules (domain/game/play-session.ts) run in the browser on the
// editor's puzzle, answering in the server's shapes so the real board plays it. Nothing leaves the browser,
// so no score, session or statistic is ever touched.

const ALREADY_COMPLETED = 'GAME_ALREADY_COMPLETED';
const SESSION_NOT_FOUND = 'SESSION_NOT_FOUND';

/** A refusal as the server would answer it: the board's handling of 400s and 409s stays the same. */
const refusal = (error: DomainError): ApiError =>
  new ApiError({
    status: error.code === ALREADY_COMPLETED ? 409 : 400,
    code: error.code,
    message: error.message,
  });

export function createLocalPlayerApi(puzzle: PlayTestPuzzle, now: () => number = Date.now): PlayerGameApi {
  let state: PlayState | null = null;
  const attempts: AttemptView[] = [];
  /** Earlier wrong combinations: trying one again is free (DESIGN 5). */
  const wrongKeys: string[] = [];

  /** The state with the clock settled (a score run down to 0 is a loss), as every server read does. */
  function current(): PlayState | null {
    if (state !== null) state = settle(state, now());
    return state;
  }

  function started(): PlayState {
    const settled = current();
    if (settled === null)
      throw new ApiError({ status: 404, code: SESSION_NOT_FOUND, message: 'Not started' });
    return settled;
  }

  /** A finished game's result at `at`, with the attempts so far (as the server reads them). */
  const finished = (ended: PlayState, at: number): GameResult => resultOf(puzzle, ended, attempts, at);

  const resultNow = (): GameResult | null => {
    const settled = current();
    return settled === null || isPlaying(settled) ? null : finished(settled, now());
  };

  return {
    kind: 'guest',
    session: async () => {
      const settled = current();
      return settled === null ? null : sessionOf(puzzle, settled, now());
    },
    async start() {
      if (state === null) state = newPlayState(now());
      return sessionOf(puzzle, started(), now());
    },
    async checkSelection(_date, words) {
      const at = now();
      const turn = playSelection(puzzle, started(), words, wrongKeys, at);
      if (E.isLeft(turn)) throw refusal(turn.left);
      const { result } = turn.right;
      state = turn.right.state;
      if (result.kind === 'wrong') wrongKeys.push(result.key);
      if (result.kind !== 'alreadyTried')
        attempts.push({
          words: result.key.split(COMBINATION_KEY_SEPARATOR),
          wasCorrect: result.kind === 'correct',
        });
      const session = sessionOf(puzzle, state, at);
      const correct = result.kind === 'correct';
      return {
        correct,
        alreadyTried: result.kind === 'alreadyTried',
        oneAway: correct ? false : result.oneAway,
        category: correct
          ? (session.revealedCategoryData.find((category) => category.position === result.categoryIndex) ??
            null)
          : null,
        session,
        result: isPlaying(state) ? null : finished(state, at),
      };
    },
    async switchWord(_date, rowIndex) {
      const at = now();
      const turn = playSwitch(puzzle, started(), rowIndex, at);
      if (E.isLeft(turn)) throw refusal(turn.left);
      state = turn.right.state;
      const { outcome } = turn.right;
      return {
        rowIndex: outcome.rowIndex,
        columnIndex: outcome.columnIndex,
        oldWord: outcome.pair.oldWord,
        newWord: outcome.pair.newWord,
        session: sessionOf(puzzle, state, at),
        result: isPlaying(state) ? null : finished(state, at),
      };
    },
    async forfeit() {
      const at = now();
      state = playForfeit(started(), at);
      return finished(state, at);
    },
    result: async () => resultNow(),
    async activeSession() {
      const settled = current();
      if (settled === null || !isPlaying(settled)) return null;
      const session = sessionOf(puzzle, settled, now());
      return {
        hasActiveSession: true,
        gameDate: puzzle.date,
        serverTime: session.serverTime,
        gameState: {
          startTime: session.startTime,
          gameStatus: session.gameStatus,
          finalScore: session.finalScore,
          mistakes: session.mistakes,
          completedCategoriesCount: session.completedCategories.length,
          switchedWordsCount: session.switchedWords.length,
          elapsedTime: session.elapsedTime,
        },
      };
    },
    async playedStatus() {
      const settled = current();
      const finished = settled !== null && !isPlaying(settled);
      return {
        gameDate: puzzle.date,
        hasPlayed: finished,
        score: finished ? settled.finalScore : null,
        gameStatus: settled?.status ?? null,
        gameAvailable: true,
      };
    },
    alreadyTried: async (_date, words) => {
      const key = combinationKey(words);
      return key !== null && wrongKeys.includes(key);
    },
    async categoryMatch(_date, words): Promise<RevealedCategory | null> {
      const settled = current();
      const wanted = new Set(words.map(normalizeWord));
      const position = puzzle.categories.findIndex(
        (category) =>
          category.words.length === wanted.size &&
          category.words.every((word) => wanted.has(normalizeWord(word))),
      );
      if (settled === null || position < 0) return null;
      return revealedOf(puzzle, { ...settled, solved: [position] })[0] ?? null;
    },
    attempts: async () => attempts.map((attempt) => ({ ...attempt, words: [...attempt.words] })),
  };
}
