import { expect } from 'chai';
import {
  NEWS_CONTENT_MAX_LENGTH,
  NEWS_POLLS_MAX,
  NEWS_TITLE_MAX_LENGTH,
  POLL_FREE_FORM_MAX_LENGTH,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
} from '../../../domain/constants/news.constants';
import {
  freeFormLengthProblem,
  newsProblems,
  normalizedPoll,
  type NewsDraft,
  type PollDraft,
} from '../../../domain/news/news-item';

const choice = (options: string[], question = 'Kysymys?'): PollDraft => ({
  question,
  type: 'multiple_choice',
  options: options.map((text) => ({ text })),
});
const draft = (overrides: Partial<NewsDraft> = {}): NewsDraft => ({
  title: 'Otsikko',
  content: '<p>Sisältö</p>',
  polls: [],
  ...overrides,
});
const codes = (input: NewsDraft) => newsProblems(input).map((p) => `${p.field}:${p.code}`);

describe('Domain | News | an item and its polls', () => {
  it('given a title, content and well-formed polls, then there is no problem', () => {
    expect(
      codes(draft({ polls: [choice(['a', 'b']), { question: 'Vapaa?', type: 'free_form' }] })),
    ).to.deep.equal([]);
  });

  const cases: [string, NewsDraft, string[]][] = [
    ['an empty title', draft({ title: '  ' }), ['title:NEWS_TITLE_REQUIRED']],
    [
      `a title of ${NEWS_TITLE_MAX_LENGTH} characters`,
      draft({ title: 'ä'.repeat(NEWS_TITLE_MAX_LENGTH) }),
      [],
    ],
    [
      'a title one longer',
      draft({ title: 'x'.repeat(NEWS_TITLE_MAX_LENGTH + 1) }),
      ['title:NEWS_TITLE_TOO_LONG'],
    ],
    [
      'content over the limit',
      draft({ content: 'x'.repeat(NEWS_CONTENT_MAX_LENGTH + 1) }),
      ['content:NEWS_CONTENT_TOO_LONG'],
    ],
    ['empty content', draft({ content: '' }), []],
    [
      'too many polls',
      draft({ polls: Array.from({ length: NEWS_POLLS_MAX + 1 }, () => choice(['a', 'b'])) }),
      ['polls:NEWS_TOO_MANY_POLLS'],
    ],
    ['one option', draft({ polls: [choice(['a'])] }), ['polls.0.options:POLL_OPTIONS_COUNT_INVALID']],
    ['ten options', draft({ polls: [choice(Array.from({ length: 10 }, (_, i) => `o${i}`))] }), []],
    [
      'eleven options',
      draft({ polls: [choice(Array.from({ length: 11 }, (_, i) => `o${i}`))] }),
      ['polls.0.options:POLL_OPTIONS_COUNT_INVALID'],
    ],
    [
      'a blank option',
      draft({ polls: [choice(['a', ' '])] }),
      ['polls.0.options.1.text:POLL_OPTION_REQUIRED'],
    ],
    [
      'a long option',
      draft({ polls: [choice(['a', 'x'.repeat(POLL_OPTION_MAX_LENGTH + 1)])] }),
      ['polls.0.options.1.text:POLL_OPTION_TOO_LONG'],
    ],
    [
      'a repeated option',
      draft({ polls: [choice(['Kyllä', ' kyllä'])] }),
      ['polls.0.options.1.text:POLL_OPTION_REPEATED'],
    ],
    [
      'a blank question',
      draft({ polls: [choice(['a', 'b'], ' ')] }),
      ['polls.0.question:POLL_QUESTION_REQUIRED'],
    ],
    [
      'a long question',
      draft({ polls: [{ question: 'q'.repeat(POLL_QUESTION_MAX_LENGTH + 1), type: 'free_form' }] }),
      ['polls.0.question:POLL_QUESTION_TOO_LONG'],
    ],
  ];
  for (const [label, input, expected] of cases) {
    it(`given ${label}, then ${expected.length === 0 ? 'no problem' : expected.join(', ')}`, () => {
      expect(codes(input)).to.deep.equal(expected);
    });
  }

  it('normalises a poll: texts trimmed, a free-form poll has no options and is never multiple', () => {
    expect(
      normalizedPoll({ question: ' Q ', type: 'free_form', allowMultiple: true, options: [{ text: 'x' }] }),
    ).to.deep.equal({ question: 'Q', type: 'free_form', allowMultiple: false, options: [] });
    expect(
      normalizedPoll({
        id: 'p',
        question: 'Q',
        type: 'multiple_choice',
        options: [{ id: 'o', text: ' a ' }, { text: 'b' }],
      }),
    ).to.deep.equal({
      id: 'p',
      question: 'Q',
      type: 'multiple_choice',
      allowMultiple: false,
      options: [{ id: 'o', text: 'a' }, { text: 'b' }],
    });
  });

  it(`given a free-form answer of ${POLL_FREE_FORM_MAX_LENGTH} characters, then it fits; one more does not`, () => {
    expect(freeFormLengthProblem('ö'.repeat(POLL_FREE_FORM_MAX_LENGTH))).to.equal(null);
    expect(freeFormLengthProblem('x'.repeat(POLL_FREE_FORM_MAX_LENGTH + 1))?.code).to.equal(
      'POLL_RESPONSE_TOO_LONG',
    );
  });
});
