import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import {
  choose,
  EMPTY_DRAFT,
  POLL_ANSWER_MAX_LENGTH,
  pollRequest,
} from '../../../web/src/features/news/model/poll-form';
import { aFreeFormPoll, aPoll } from './news-builders';

describe('Web | News | poll form', () => {
  describe('free-form', () => {
    const poll = aFreeFormPoll();

    it('given an answer with spaces around it then it is sent trimmed', () => {
      expect(pollRequest(poll, { ...EMPTY_DRAFT, text: '  More themes \n' })).to.deep.equal(
        E.right({ response: 'More themes' }),
      );
    });

    it('given nothing but spaces then the answer is required', () => {
      expect(pollRequest(poll, { ...EMPTY_DRAFT, text: '   ' })).to.deep.equal(E.left('answerRequired'));
    });

    it('given 500 characters then it is sent, given 501 then it is too long', () => {
      const limit = 'x'.repeat(POLL_ANSWER_MAX_LENGTH);
      expect(POLL_ANSWER_MAX_LENGTH).to.equal(500);
      expect(E.isRight(pollRequest(poll, { ...EMPTY_DRAFT, text: ` ${limit} ` }))).to.equal(true);
      expect(pollRequest(poll, { ...EMPTY_DRAFT, text: `${limit}y` })).to.deep.equal(E.left('answerTooLong'));
    });
  });

  describe('single choice', () => {
    const poll = aPoll();

    it('given no option then one is required', () => {
      expect(pollRequest(poll, EMPTY_DRAFT)).to.deep.equal(E.left('optionRequired'));
    });

    it('given choices one after another then the last replaces the others and one id is sent', () => {
      const draft = choose(choose(EMPTY_DRAFT, poll, 'o1', true), poll, 'o3', true);
      expect(draft.selected).to.deep.equal(['o3']);
      expect(pollRequest(poll, draft)).to.deep.equal(E.right({ response: 'o3' }));
    });
  });

  describe('allowMultiple', () => {
    const poll = aPoll({ allowMultiple: true });

    it('given options ticked in any order then an array is sent in the options order', () => {
      const draft = choose(choose(EMPTY_DRAFT, poll, 'o3', true), poll, 'o1', true);
      expect(pollRequest(poll, draft)).to.deep.equal(E.right({ response: ['o1', 'o3'] }));
    });

    it('given a single option ticked then it is still sent as an array', () => {
      expect(pollRequest(poll, choose(EMPTY_DRAFT, poll, 'o2', true))).to.deep.equal(
        E.right({ response: ['o2'] }),
      );
    });

    it('given every option unticked again then one is required', () => {
      const draft = choose(choose(EMPTY_DRAFT, poll, 'o2', true), poll, 'o2', false);
      expect(draft.selected).to.deep.equal([]);
      expect(pollRequest(poll, draft)).to.deep.equal(E.left('optionRequired'));
    });
  });
});
