import { expect } from 'chai';
import { visibleMessage } from '../../../web/src/features/menu/model/message-of-the-day';

describe('Web | Menu | message of the day', () => {
  it('given a message then it shows as the server wrote it, trimmed', () => {
    expect(visibleMessage('  Hyvää vappua!\n', null)).to.equal('Hyvää vappua!');
    expect(visibleMessage('<b>Hello</b>', null)).to.equal('<b>Hello</b>');
  });

  it('given no message or a blank one then nothing shows', () => {
    expect(visibleMessage(null, null)).to.equal(null);
    expect(visibleMessage('   ', null)).to.equal(null);
  });

  it('given the same message was dismissed then it stays hidden, but a new one shows', () => {
    expect(visibleMessage('Hello players', 'Hello players')).to.equal(null);
    expect(visibleMessage('New puzzles on Monday', 'Hello players')).to.equal('New puzzles on Monday');
  });
});
