import { expect } from 'chai';
import type { PollView } from '../../../../contracts/news.codec';
import { POLL_OPTIONS_MAX } from '../../../../domain/constants/news.constants';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  emptyPoll,
  moveOption,
  movePoll,
  pollDraftsOf,
  pollInputs,
  rekeyedLike,
  removeOption,
  removePoll,
  setOptionText,
  setPollType,
  updatePoll,
  type PollDraft,
} from '../../../../web/src/features/control-panel/news/model/poll-editor';

function aStoredPoll(overrides: Partial<PollView> = {}): PollView {
  return {
    id: 'p1',
    question: 'When do you play?',
    type: 'multiple_choice',
    allowMultiple: false,
    options: [
      { id: 'o1', text: 'Morning', votes: 3, percentage: 60 },
      { id: 'o2', text: 'Evening', votes: 2, percentage: 40 },
    ],
    hasResponded: false,
    userResponse: null,
    totalResponses: 5,
    ...overrides,
  };
}

const texts = (poll: PollDraft) => poll.options.map((option) => option.text);
const withTexts = (poll: PollDraft, ...values: string[]) =>
  poll.options.reduce((current, option, i) => setOptionText(current, option.key, values[i] ?? ''), poll);

describe('Web | Control panel | news: the poll editor', () => {
  it('given a new poll then multiple choice with two empty options and no id', () => {
    const poll = emptyPoll();
    expect(poll).to.include({ question: '', type: 'multiple_choice', allowMultiple: false, responses: 0 });
    expect(texts(poll)).to.deep.equal(['', '']);
    expect(poll.id).to.equal(undefined);
  });

  it('given options then they are added up to ten and removed down to two', () => {
    let poll = emptyPoll();
    expect(canRemoveOption(poll)).to.equal(false);
    expect(removeOption(poll, poll.options[0]!.key)).to.equal(poll);
    while (canAddOption(poll)) poll = addOption(poll);
    expect(poll.options).to.have.length(POLL_OPTIONS_MAX);
    expect(addOption(poll)).to.equal(poll);
    poll = removeOption(poll, poll.options[3]!.key);
    expect(poll.options).to.have.length(POLL_OPTIONS_MAX - 1);
  });

  it('given a move then the option changes places, and at either end nothing moves', () => {
    const poll = withTexts(addOption(emptyPoll()), 'a', 'b', 'c');
    const [first, , last] = poll.options;
    expect(texts(moveOption(poll, last!.key, -1))).to.deep.equal(['a', 'c', 'b']);
    expect(texts(moveOption(poll, first!.key, 1))).to.deep.equal(['b', 'a', 'c']);
    expect(texts(moveOption(poll, first!.key, -1))).to.deep.equal(['a', 'b', 'c']);
    expect(texts(moveOption(poll, last!.key, 1))).to.deep.equal(['a', 'b', 'c']);
  });

  it('given a switch to free form and back then the typed options wait meanwhile', () => {
    const typed = withTexts(emptyPoll(), 'yes', 'no');
    const free = setPollType(typed, 'free_form');
    expect(texts(setPollType(free, 'multiple_choice'))).to.deep.equal(['yes', 'no']);
    const bare = { ...setPollType(emptyPoll(), 'free_form'), options: [] };
    expect(setPollType(bare, 'multiple_choice').options).to.have.length(2);
  });

  it('given polls then they are changed, moved and removed by key', () => {
    const [a, b] = [emptyPoll(), emptyPoll()];
    const polls = updatePoll([a, b], b.key, (poll) => ({ ...poll, question: 'B?' }));
    expect(polls[1]?.question).to.equal('B?');
    expect(movePoll(polls, b.key, -1).map((poll) => poll.key)).to.deep.equal([b.key, a.key]);
    expect(removePoll(polls, a.key).map((poll) => poll.key)).to.deep.equal([b.key]);
  });

  it('given stored polls then the inputs keep the ids of polls and options, new ones go without', () => {
    const [stored] = pollDraftsOf([aStoredPoll()]);
    const edited = addOption(setOptionText(stored!, stored!.options[0]!.key, 'Early morning'));
    expect(stored).to.include({ id: 'p1', responses: 5 });
    expect(stored!.options.map((option) => option.votes)).to.deep.equal([3, 2]);
    expect(pollInputs([withTexts(edited, 'Early morning', 'Evening', 'Night')])).to.deep.equal([
      {
        id: 'p1',
        question: 'When do you play?',
        type: 'multiple_choice',
        allowMultiple: false,
        options: [{ id: 'o1', text: 'Early morning' }, { id: 'o2', text: 'Evening' }, { text: 'Night' }],
      },
    ]);
  });

  it('given a free-form poll then it goes without options and never multiple', () => {
    const poll = { ...setPollType(withTexts(emptyPoll(), 'kept', 'here'), 'free_form'), allowMultiple: true };
    expect(pollInputs([{ ...poll, question: 'Ideas?' }])).to.deep.equal([
      { question: 'Ideas?', type: 'free_form', allowMultiple: false, options: [] },
    ]);
  });

  it('given the polls as saved then they keep the keys of the drafts on screen', () => {
    const drafts = [withTexts(emptyPoll(), 'a', 'b')];
    const saved = pollDraftsOf([aStoredPoll({ id: 'new-id', question: '' })]);
    const rekeyed = rekeyedLike(saved, drafts);
    expect(rekeyed[0]?.key).to.equal(drafts[0]?.key);
    expect(rekeyed[0]?.id).to.equal('new-id');
    expect(rekeyed[0]?.options.map((option) => option.key)).to.deep.equal(
      drafts[0]?.options.map((o) => o.key),
    );
  });
});
