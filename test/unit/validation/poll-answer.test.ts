import { expect } from 'chai';
import { validatePollAnswer, type PollDefinition } from '../../../domain/validation/poll-answer';
import { rightOf, leftCode } from '../../support/either';

const options = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const freeForm: PollDefinition = { type: 'free_form', allowMultiple: false, options: [] };
const single: PollDefinition = { type: 'multiple_choice', allowMultiple: false, options };
const multiple: PollDefinition = { type: 'multiple_choice', allowMultiple: true, options };

describe('Domain | Validation | poll answer', () => {
  const cases: [string, PollDefinition, unknown, string | null][] = [
    ['free text', freeForm, ' Hyvä peli ', null],
    ['blank free text', freeForm, '   ', 'POLL_RESPONSE_REQUIRED'],
    ['no free text', freeForm, undefined, 'POLL_RESPONSE_REQUIRED'],
    ['one option of a single-select poll', single, 'b', null],
    ['one option as a list', single, ['b'], null],
    ['two options of a single-select poll', single, ['a', 'b'], 'POLL_TOO_MANY_OPTIONS'],
    ['no option', single, [], 'POLL_OPTION_REQUIRED'],
    ['nothing', multiple, undefined, 'POLL_OPTION_REQUIRED'],
    ['an unknown option', multiple, ['a', 'z'], 'POLL_OPTION_UNKNOWN'],
    ['two options of a multi-select poll', multiple, ['a', 'c'], null],
    ['numbers instead of ids', multiple, [1, 2], 'POLL_OPTION_REQUIRED'],
  ];
  for (const [label, poll, answer, code] of cases) {
    it(`given ${label} then the answer is ${code ?? 'accepted'}`, () => {
      expect(leftCode(validatePollAnswer(poll, answer))).to.equal(code);
    });
  }

  it('sends a single-select answer as one id and a multi-select answer as a list', () => {
    expect(rightOf(validatePollAnswer(single, ['b']))).to.equal('b');
    expect(rightOf(validatePollAnswer(multiple, 'b'))).to.deep.equal(['b']);
    expect(rightOf(validatePollAnswer(multiple, ['a', 'c', 'a']))).to.deep.equal(['a', 'c']);
  });

  it('trims free text', () => {
    expect(rightOf(validatePollAnswer(freeForm, ' Hyvä peli '))).to.equal('Hyvä peli');
  });
});
