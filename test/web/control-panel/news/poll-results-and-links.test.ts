import { expect } from 'chai';
import type { PollView } from '../../../../contracts/news.codec';
import { resultBars, votesCast } from '../../../../web/src/features/control-panel/news/model/poll-results';
import {
  isAllowedHref,
  normalizedHref,
} from '../../../../web/src/features/control-panel/news/rich-text/link-rules';

function aPoll(votes: number[], total: number, allowMultiple = false): PollView {
  return {
    id: 'p',
    question: 'Q',
    type: 'multiple_choice',
    allowMultiple,
    options: votes.map(
      (count, i) => ({ id: `o${i}`, text: `Option ${i}`, votes: count }) as PollView['options'][number],
    ),
    hasResponded: false,
    userResponse: null,
    totalResponses: total,
  };
}

describe('Web | Control panel | news: poll results', () => {
  it('given votes then each option’s rounded share of the responses and its bar', () => {
    const bars = resultBars(aPoll([1, 2, 0], 3));
    expect(bars.map((bar) => bar.percentage)).to.deep.equal([33, 67, 0]);
    expect(bars.map((bar) => bar.leading)).to.deep.equal([false, true, false]);
    expect(bars[1]?.share).to.be.closeTo(2 / 3, 1e-9);
  });

  it('given no responses then every share is 0 and nothing leads', () => {
    const bars = resultBars(aPoll([0, 0], 0));
    expect(bars.map((bar) => [bar.percentage, bar.share, bar.leading])).to.deep.equal([
      [0, 0, false],
      [0, 0, false],
    ]);
  });

  it('given several choices allowed then shares are of the respondents and may pass 100 together', () => {
    const poll = aPoll([4, 3], 5, true);
    expect(resultBars(poll).map((bar) => bar.percentage)).to.deep.equal([80, 60]);
    expect(votesCast(poll)).to.equal(7);
  });

  it('given the server’s own percentage then that one is shown', () => {
    const poll = aPoll([1, 1], 3);
    poll.options[0] = { ...poll.options[0]!, percentage: 34 };
    expect(resultBars(poll)[0]?.percentage).to.equal(34);
    expect(resultBars(poll)[1]?.percentage).to.equal(33);
  });
});

describe('Web | Control panel | news: links the editor makes', () => {
  it('given web addresses then http(s) as they are, a bare host as https', () => {
    expect(normalizedHref('https://example.org/a?b=1')).to.equal('https://example.org/a?b=1');
    expect(normalizedHref(' http://example.org ')).to.equal('http://example.org/');
    expect(normalizedHref('example.org/page')).to.equal('https://example.org/page');
  });

  it('given an e-mail address then mailto', () => {
    expect(normalizedHref('hello@example.org')).to.equal('mailto:hello@example.org');
    expect(normalizedHref('mailto:hello@example.org?subject=Hei')).to.equal(
      'mailto:hello@example.org?subject=Hei',
    );
    expect(normalizedHref('mailto:not-an-address')).to.equal(null);
  });

  it('given what the server would drop then no link at all', () => {
    for (const refused of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://example.org',
      '/relative',
      'two words',
      '',
    ])
      expect(normalizedHref(refused), refused).to.equal(null);
    expect(isAllowedHref('javascript:alert(1)')).to.equal(false);
    expect(isAllowedHref('https://example.org')).to.equal(true);
    expect(isAllowedHref('example.org')).to.equal(false);
  });
});
