import { expect } from 'chai';
import { pollResultsView } from '../../../web/src/features/news/model/poll-results';
import { aFreeFormPoll, aPoll } from './news-builders';

const answered = aPoll({
  hasResponded: true,
  userResponse: 'o2',
  totalResponses: 3,
  options: [
    { id: 'o1', text: 'Monday', votes: 1, percentage: 33 },
    { id: 'o2', text: 'Saturday', votes: 2, percentage: 67 },
    { id: 'o3', text: 'Sunday', votes: 0, percentage: 0 },
  ],
});

describe('Web | News | poll results', () => {
  it('given votes then each option shows its votes and its rounded share of all responses', () => {
    const view = pollResultsView(answered);
    expect(view).to.deep.equal({
      kind: 'choice',
      total: 3,
      rows: [
        { id: 'o1', text: 'Monday', votes: 1, percent: 33, mine: false },
        { id: 'o2', text: 'Saturday', votes: 2, percent: 67, mine: true },
        { id: 'o3', text: 'Sunday', votes: 0, percent: 0, mine: false },
      ],
    });
  });

  it('given several choices of the caller (allowMultiple) then each of them is marked', () => {
    const poll = aPoll({ ...answered, allowMultiple: true, userResponse: ['o1', 'o3'] });
    const view = pollResultsView(poll);
    expect(view.kind === 'choice' && view.rows.map((row) => row.mine)).to.deep.equal([true, false, true]);
  });

  it('given no responses yet then every share is 0, not a division by zero', () => {
    const view = pollResultsView(aPoll());
    expect(view.kind === 'choice' && view.rows.map((row) => row.percent)).to.deep.equal([0, 0, 0]);
    expect(view.total).to.equal(0);
  });

  it('given a guest (no choice of their own) then nothing is marked', () => {
    const view = pollResultsView({ ...answered, hasResponded: false, userResponse: null });
    expect(view.kind === 'choice' && view.rows.some((row) => row.mine)).to.equal(false);
  });

  it('given a free-form poll then the caller sees their own answer and the total', () => {
    const poll = aFreeFormPoll({ hasResponded: true, userResponse: 'More themes', totalResponses: 7 });
    expect(pollResultsView(poll)).to.deep.equal({ kind: 'free_form', myAnswer: 'More themes', total: 7 });
    expect(pollResultsView(aFreeFormPoll())).to.deep.equal({ kind: 'free_form', myAnswer: null, total: 0 });
  });
});
