import { expect } from 'chai';
import { SUGGESTION_STATUSES } from '../../../domain/suggestions/suggestion-status';
import { categorySuggestionErrors } from '../../../domain/validation/category-suggestion';
import { validateReferralCode } from '../../../domain/validation/referral-code';
import { ApiError } from '../../../web/src/lib/api/errors';
import { errorText } from '../../../web/src/lib/error-text';
import { translators } from '../achievements/texts';

const { fi, en } = translators();
const long = 'x'.repeat(26);

describe('Web | Suggestions | texts of the form and the list', () => {
  it("given every failure the domain's rule can give then a text of its own in both languages", () => {
    const inputs = [
      { name: '', words: ['', '', ''], extraWord: '' },
      { name: long, words: [long, long, long], extraWord: long },
      { name: 'a', words: ['b', 'c', 'd', 'e'], extraWord: 'f' },
    ];
    const failures = inputs.flatMap((input) => categorySuggestionErrors(input));
    expect(failures.length).to.be.greaterThan(5);
    for (const failure of failures) {
      for (const t of [fi, en]) {
        const text = errorText(t, failure, 'social.errors.suggestionFailed');
        expect(text, failure.code).to.not.equal(t('social.errors.suggestionFailed'));
        expect(text, failure.code).to.not.match(/{{/);
      }
    }
    expect(
      errorText(
        en,
        failures.find((f) => f.code === 'SUGGESTION_NAME_TOO_LONG'),
        'social.errors.suggestionFailed',
      ),
    ).to.equal('The name can be at most 25 characters');
  });

  it('given every review state then a word for its chip in both languages', () => {
    for (const status of SUGGESTION_STATUSES) {
      expect(fi(`social.suggestions.status.${status}`)).to.not.contain('social.');
      expect(en(`social.suggestions.status.${status}`)).to.not.contain('social.');
    }
  });

  it('given every review state then a short explanation of its own beside the chip, in both languages', () => {
    for (const t of [fi, en]) {
      const hints = SUGGESTION_STATUSES.map((status) => t(`social.suggestions.statusHint.${status}`));
      for (const hint of hints) expect(hint).to.not.contain('social.');
      expect(new Set(hints).size).to.equal(SUGGESTION_STATUSES.length);
    }
    expect(en('social.suggestions.status.used')).to.equal('Used in a game');
    expect(fi('social.suggestions.status.pending')).to.equal('Odottaa');
  });

  it("given the server's refusals then their own texts, and an unknown code the view's fallback", () => {
    const refused = (code: string, status = 400) => new ApiError({ status, code, message: code });
    expect(
      errorText(en, refused('SUGGESTION_LIMIT_REACHED', 429), 'social.errors.suggestionFailed'),
    ).to.contain('later');
    expect(errorText(fi, refused('REFERRAL_OWN_CODE'), 'social.errors.referralFailed')).to.equal(
      'Et voi käyttää omaa kutsukoodiasi.',
    );
    expect(errorText(en, refused('SOMETHING_ODD', 500), 'social.errors.generateFailed')).to.equal(
      'Creating the invite link failed.',
    );
    expect(
      errorText(
        en,
        new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }),
        'social.errors.referralFailed',
      ),
    ).to.equal(en('errors.network'));
  });

  it('given a referral code with other than letters and digits then the shared invalid-code text', () => {
    const invalid = validateReferralCode('AB-12');
    expect(invalid._tag).to.equal('Left');
    if (invalid._tag === 'Left')
      expect(errorText(en, invalid.left, 'social.errors.referralFailed')).to.equal('Invalid invite code');
  });
});
