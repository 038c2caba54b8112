import { expect } from 'chai';
import * as O from 'fp-ts/Option';
import { validateBrandingText } from '../../../domain/validation/branding-text';
import { validateEmail } from '../../../domain/validation/email';
import { validateGroupCode } from '../../../domain/validation/group-code';
import { validateGroupName } from '../../../domain/validation/group-name';
import { validateReferralCode } from '../../../domain/validation/referral-code';
import { validateReview } from '../../../domain/validation/review';
import { userSearchTerm } from '../../../domain/validation/user-search';
import { rightOf, leftCode } from '../../support/either';

describe('Domain | Validation | single fields', () => {
  describe('user search', () => {
    const cases: [string, O.Option<string>][] = [
      ['', O.none],
      ['a', O.none],
      [' a ', O.none],
      ['ab', O.some('ab')],
      ['  matti  ', O.some('matti')],
    ];
    for (const [raw, expected] of cases) {
      it(`given ${JSON.stringify(raw)} then the search is ${O.isSome(expected) ? `for "${expected.value}"` : 'cleared'}`, () => {
        expect(userSearchTerm(raw)).to.deep.equal(expected);
      });
    }
  });

  describe('group code', () => {
    const cases: [string | null | undefined, string | null, string | undefined][] = [
      [undefined, null, undefined],
      [null, null, undefined],
      ['', null, undefined],
      ['A', null, 'A'],
      ['aB3x9', null, 'aB3x9'],
      [' ab1 ', null, 'ab1'],
      ['abcdef', 'GROUP_CODE_INVALID', undefined],
      ['ab-1', 'GROUP_CODE_INVALID', undefined],
      ['åäö', 'GROUP_CODE_INVALID', undefined],
    ];
    for (const [raw, code, value] of cases) {
      it(`given ${JSON.stringify(raw)} then the group code is ${code ?? JSON.stringify(value)}`, () => {
        const result = validateGroupCode(raw);
        expect(leftCode(result)).to.equal(code);
        if (code === null) expect(rightOf(result)).to.equal(value);
      });
    }
  });

  describe('group name', () => {
    const cases: [string, string | null, string | undefined][] = [
      ['', 'GROUP_NAME_REQUIRED', undefined],
      ['   ', 'GROUP_NAME_REQUIRED', undefined],
      [' Kerho ', null, 'Kerho'],
      ['ä'.repeat(30), null, 'ä'.repeat(30)],
      ['x'.repeat(31), 'GROUP_NAME_INVALID', undefined],
    ];
    for (const [raw, code, value] of cases) {
      it(`given ${JSON.stringify(raw)} then the group name is ${code ?? JSON.stringify(value)}`, () => {
        const result = validateGroupName(raw);
        expect(leftCode(result)).to.equal(code);
        if (code === null) expect(rightOf(result)).to.equal(value);
        else expect(result).to.have.nested.property('left.field', 'name');
      });
    }
  });

  describe('review', () => {
    const cases: [unknown, unknown, string | null][] = [
      [1, 5, null],
      [0, 3, 'REVIEW_RATING_INVALID'],
      [6, 3, 'REVIEW_RATING_INVALID'],
      [3, 2.5, 'REVIEW_RATING_INVALID'],
      [3, '4', 'REVIEW_RATING_INVALID'],
    ];
    for (const [difficulty, funLevel, code] of cases) {
      it(`given difficulty ${String(difficulty)} and fun ${String(funLevel)} then the review is ${code ?? 'valid'}`, () => {
        expect(leftCode(validateReview({ difficulty, funLevel }))).to.equal(code);
      });
    }

    it('given no ratings then both default to 3', () => {
      expect(rightOf(validateReview({}))).to.deep.equal({ difficulty: 3, funLevel: 3 });
    });

    it('given a bad fun level then the failure names that field', () => {
      expect(validateReview({ difficulty: 2, funLevel: 9 })).to.have.nested.property(
        'left.field',
        'funLevel',
      );
    });
  });

  describe('branding text', () => {
    const cases: [string, string | null, string][] = [
      ['', null, ''],
      ['Sanaryhmät', null, 'Sanaryhmät'],
      [`  ${'x'.repeat(25)}  `, null, 'x'.repeat(25)],
      ['x'.repeat(26), 'BRANDING_TEXT_TOO_LONG', ''],
    ];
    for (const [raw, code, value] of cases) {
      it(`given ${raw.length} characters then the branding text is ${code ?? 'accepted'}`, () => {
        const result = validateBrandingText(raw);
        expect(leftCode(result)).to.equal(code);
        if (code === null) expect(rightOf(result)).to.equal(value);
      });
    }
  });

  describe('e-mail (required)', () => {
    const cases: [unknown, string | null][] = [
      ['matti@example.fi', null],
      ['', 'EMAIL_REQUIRED'],
      [undefined, 'EMAIL_REQUIRED'],
      ['matti', 'EMAIL_INVALID'],
      ['a@b@c.fi', 'EMAIL_INVALID'],
      [`${'a'.repeat(250)}@b.fi`, 'EMAIL_INVALID'],
    ];
    for (const [raw, code] of cases) {
      it(`given ${String(raw).slice(0, 20)} then the e-mail is ${code ?? 'valid'}`, () => {
        expect(leftCode(validateEmail(raw))).to.equal(code);
      });
    }
  });

  describe('referral code', () => {
    const cases: [unknown, string | null, string | undefined][] = [
      ['', null, undefined],
      [undefined, null, undefined],
      ['ABC123xyz', null, 'ABC123xyz'],
      ['abc_1', 'REFERRAL_CODE_INVALID', undefined],
      ['äö1', 'REFERRAL_CODE_INVALID', undefined],
    ];
    for (const [raw, code, value] of cases) {
      it(`given ${JSON.stringify(raw)} then the referral code is ${code ?? JSON.stringify(value)}`, () => {
        const result = validateReferralCode(raw);
        expect(leftCode(result)).to.equal(code);
        if (code === null) expect(rightOf(result)).to.equal(value);
      });
    }
  });
});
