import { expect } from 'chai';
import {
  ACCEPTED_STATUSES,
  COUNTED_STATUSES,
  SUGGESTION_STATUSES,
  isSuggestionStatus,
} from '../../../domain/suggestions/suggestion-status';

describe('Domain | Suggestions | review states', () => {
  it('given the five review states then each is a status; anything else is not', () => {
    for (const status of SUGGESTION_STATUSES) expect(isSuggestionStatus(status)).to.equal(true);
    for (const other of ['PENDING', 'rejected', '', null, undefined, 1])
      expect(isSuggestionStatus(other)).to.equal(false);
  });

  it('given the achievements then every state but declined counts; the top list counts the taken ones', () => {
    expect(COUNTED_STATUSES).to.have.members(SUGGESTION_STATUSES.filter((status) => status !== 'declined'));
    expect(ACCEPTED_STATUSES).to.have.members(['approved', 'modified', 'used']);
  });
});
