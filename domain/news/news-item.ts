import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_POLLS_MAX,
  NEWS_TITLE_MAX_LENGTH,
  POLL_FREE_FORM_MAX_LENGTH,
  POLL_OPTION_MAX_LENGTH,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX_LENGTH,
} from '../constants/news.constants';
import { domainError, type ValidationError } from '../errors/domain-error';
import { charLength } from '../validation/form';

// A news item as the editor writes it, and every problem it has (DESIGN 11). The server refuses what the
// editor would show beside its fields; content is checked after the allow-list has cleaned it.

export type PollKind = 'free_form' | 'multiple_choice';

export interface PollOptionDraft {
  readonly id?: string;
  readonly text: string;
}

export interface PollDraft {
  readonly id?: string;
  readonly question: string;
  readonly type: PollKind;
  readonly allowMultiple?: boolean;
  readonly options?: readonly PollOptionDraft[];
}

export interface NewsDraft {
  readonly title: string;
  readonly content: string;
  readonly polls: readonly PollDraft[];
}

export type NewsProblemCode =
  | 'NEWS_TITLE_REQUIRED'
  | 'NEWS_TITLE_TOO_LONG'
  | 'NEWS_CONTENT_TOO_LONG'
  | 'NEWS_TOO_MANY_POLLS'
  | 'POLL_QUESTION_REQUIRED'
  | 'POLL_QUESTION_TOO_LONG'
  | 'POLL_OPTIONS_COUNT_INVALID'
  | 'POLL_OPTION_REQUIRED'
  | 'POLL_OPTION_TOO_LONG'
  | 'POLL_OPTION_REPEATED'
  /** An edit names a poll or option the item does not have. */
  | 'POLL_ID_UNKNOWN'
  | 'POLL_OPTION_ID_UNKNOWN';

/** `field` is a dotted path into the input (`polls.1.options.0.text`), so a form can mark the very input. */
export interface NewsProblem {
  readonly field: string;
  readonly code: NewsProblemCode;
  readonly message: string;
}

const problem = (field: string, code: NewsProblemCode, message: string): NewsProblem => ({
  field,
  code,
  message,
});

/**
 * The poll as it is stored: texts trimmed; a free-form poll has no options and is never multiple. Ids are
 * kept, so that an edited poll's options keep their votes.
 */
export const normalizedPoll = (poll: PollDraft): PollDraft => {
  const freeForm = poll.type === 'free_form';
  return {
    ...(poll.id === undefined ? {} : { id: poll.id }),
    question: poll.question.trim(),
    type: poll.type,
    allowMultiple: freeForm ? false : poll.allowMultiple === true,
    options: freeForm
      ? []
      : (poll.options ?? []).map((option) => ({
          ...(option.id === undefined ? {} : { id: option.id }),
          text: option.text.trim(),
        })),
  };
};

const optionProblems = (options: readonly PollOptionDraft[], at: string): NewsProblem[] => {
  if (options.length < POLL_OPTIONS_MIN || options.length > POLL_OPTIONS_MAX) {
    return [
      problem(
        `${at}.options`,
        'POLL_OPTIONS_COUNT_INVALID',
        `A multiple-choice poll needs ${POLL_OPTIONS_MIN} to ${POLL_OPTIONS_MAX} options`,
      ),
    ];
  }
  const seen = new Set<string>();
  return options.flatMap((option, i) => {
    const text = option.text.trim();
    const field = `${at}.options.${i}.text`;
    if (text === '') return [problem(field, 'POLL_OPTION_REQUIRED', 'An option needs a text')];
    if (charLength(text) > POLL_OPTION_MAX_LENGTH)
      return [
        problem(field, 'POLL_OPTION_TOO_LONG', `An option is at most ${POLL_OPTION_MAX_LENGTH} characters`),
      ];
    const key = text.toLocaleLowerCase();
    if (seen.has(key)) return [problem(field, 'POLL_OPTION_REPEATED', 'Two options have the same text')];
    seen.add(key);
    return [];
  });
};

export const pollProblems = (poll: PollDraft, at: string): NewsProblem[] => {
  const question = poll.question.trim();
  const problems: NewsProblem[] = [];
  if (question === '')
    problems.push(problem(`${at}.question`, 'POLL_QUESTION_REQUIRED', 'A poll needs a question'));
  else if (charLength(question) > POLL_QUESTION_MAX_LENGTH)
    problems.push(
      problem(
        `${at}.question`,
        'POLL_QUESTION_TOO_LONG',
        `A question is at most ${POLL_QUESTION_MAX_LENGTH} characters`,
      ),
    );
  if (poll.type === 'multiple_choice') problems.push(...optionProblems(poll.options ?? [], at));
  return problems;
};

/** Every problem of the item; none means it may be stored (and shown, when active). */
export const newsProblems = (draft: NewsDraft): NewsProblem[] => {
  const problems: NewsProblem[] = [];
  const title = draft.title.trim();
  if (title === '') problems.push(problem('title', 'NEWS_TITLE_REQUIRED', 'A news item needs a title'));
  else if (charLength(title) > NEWS_TITLE_MAX_LENGTH)
    problems.push(
      problem('title', 'NEWS_TITLE_TOO_LONG', `A title is at most ${NEWS_TITLE_MAX_LENGTH} characters`),
    );
  if (charLength(draft.content) > NEWS_CONTENT_MAX_LENGTH)
    problems.push(
      problem(
        'content',
        'NEWS_CONTENT_TOO_LONG',
        `The content is at most ${NEWS_CONTENT_MAX_LENGTH} characters`,
      ),
    );
  if (draft.polls.length > NEWS_POLLS_MAX)
    problems.push(problem('polls', 'NEWS_TOO_MANY_POLLS', `A news item has at most ${NEWS_POLLS_MAX} polls`));
  draft.polls.forEach((poll, i) => problems.push(...pollProblems(poll, `polls.${i}`)));
  return problems;
};

export type PollResponseLengthCode = 'POLL_RESPONSE_TOO_LONG';

/** A free-form answer (already trimmed by `validatePollAnswer`) is at most 500 characters. */
export const freeFormLengthProblem = (answer: string): ValidationError<PollResponseLengthCode> | null =>
  charLength(answer) > POLL_FREE_FORM_MAX_LENGTH
    ? domainError(
        'POLL_RESPONSE_TOO_LONG',
        `A response is at most ${POLL_FREE_FORM_MAX_LENGTH} characters`,
        'response',
      )
    : null;
