import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import type { NewUser } from '../../../application/ports/user.repository';
import { SUGGESTIONS_PER_DAY } from '../../../application/suggestions/submit-suggestion.use-case';
import type { CategorySuggestionInput } from '../../../domain/validation/category-suggestion';
import { useSqlDatabase } from '../../support/sql-database';
import { leftOf, rightOf } from '../../support/either';
import { aSuggestion, NOW, socialFixture, type SocialFixture } from '../referrals/social-fixture';

describe('Application | Suggestions | Submit a category suggestion', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;
  let player: NewUser;

  beforeEach(async () => {
    social = socialFixture(database());
    player = await social.player('Ehdottaja');
  });

  const submit = (input: Partial<CategorySuggestionInput> = {}, userId = player.id) =>
    social.submitSuggestion.execute(userId, aSuggestion(input));
  const submitMany = async (count: number, userId = player.id) => {
    for (let n = 0; n < count; n += 1) rightOf(await submit({ name: `Ehdotus ${n}` }, userId));
  };
  const stored = async () => rightOf(await social.mySuggestions.execute(player.id)).suggestions;

  it('given a valid suggestion, then it is stored trimmed and pending, and the first one unlocks SUGGESTIONS_1', async () => {
    const answer = rightOf(
      await submit({ name: '  Puut ', words: [' koivu', 'mänty ', 'kuusi'], extraWord: ' haapa ' }),
    );

    expect(answer.suggestion).to.deep.include({
      name: 'Puut',
      words: ['koivu', 'mänty', 'kuusi'],
      extraWord: 'haapa',
      status: 'pending',
      createdAt: NOW,
      reviewedAt: null,
    });
    expect(answer.achievements).to.deep.equal([{ type: 'SUGGESTIONS_1', count: 1 }]);
    expect(await stored()).to.deep.equal([answer.suggestion]);
  });

  it('given texts of exactly 25 characters, then they are accepted', async () => {
    const longest = 'ä'.repeat(25);

    expect(
      E.isRight(await submit({ name: longest, words: [longest, 'b', 'c'], extraWord: longest })),
    ).to.equal(true);
  });

  const invalid: [string, Partial<CategorySuggestionInput>, string, string][] = [
    ['an empty name', { name: '  ' }, 'SUGGESTION_NAME_REQUIRED', 'name'],
    ['a name of 26 characters', { name: 'x'.repeat(26) }, 'SUGGESTION_NAME_TOO_LONG', 'name'],
    ['two words', { words: ['koivu', 'mänty'] }, 'SUGGESTION_WORD_REQUIRED', 'words.2'],
    ['four words', { words: ['a', 'b', 'c', 'd'] }, 'SUGGESTION_WORDS_COUNT_INVALID', 'words'],
    ['a blank word', { words: ['koivu', ' ', 'kuusi'] }, 'SUGGESTION_WORD_REQUIRED', 'words.1'],
    ['a word of 26 characters', { words: ['a', 'b', 'c'.repeat(26)] }, 'SUGGESTION_WORD_TOO_LONG', 'words.2'],
    ['no extra word', { extraWord: '' }, 'SUGGESTION_EXTRA_WORD_REQUIRED', 'extraWord'],
    ['an extra word of 26', { extraWord: 'y'.repeat(26) }, 'SUGGESTION_EXTRA_WORD_TOO_LONG', 'extraWord'],
  ];
  for (const [what, input, code, field] of invalid) {
    it(`given ${what}, then ${code} on ${field} and nothing is stored`, async () => {
      const error = leftOf(await submit(input));

      expect(error.code).to.equal(code);
      expect(error.details).to.deep.equal({ field });
      expect(await stored()).to.deep.equal([]);
    });
  }

  describe(`the daily limit of ${SUGGESTIONS_PER_DAY}`, () => {
    it('given ten suggestions today, then the eleventh is refused with SUGGESTION_LIMIT_REACHED', async () => {
      await submitMany(SUGGESTIONS_PER_DAY);

      expect(leftOf(await submit()).code).to.equal('SUGGESTION_LIMIT_REACHED');
      expect(await stored()).to.have.length(SUGGESTIONS_PER_DAY);
    });

    it("given one player's ten, then another player may still submit", async () => {
      await submitMany(SUGGESTIONS_PER_DAY);
      const other = await social.player('Toinen');

      expect(E.isRight(await submit({}, other.id))).to.equal(true);
    });

    it("given ten today, then the limit holds until the instance's midnight and lifts after it", async () => {
      await submitMany(SUGGESTIONS_PER_DAY);
      social.clock.set('2026-03-01T21:59:59Z'); // 23:59:59 in Helsinki

      expect(leftOf(await submit()).code).to.equal('SUGGESTION_LIMIT_REACHED');

      social.clock.set('2026-03-01T22:00:00Z'); // midnight in Helsinki
      expect(E.isRight(await submit())).to.equal(true);
    });

    it('given nine today and three sent at once, then exactly one more is stored', async () => {
      await submitMany(SUGGESTIONS_PER_DAY - 1);

      const results = await Promise.all([submit(), submit(), submit()]);

      expect(results.filter(E.isRight)).to.have.length(1);
      expect(await stored()).to.have.length(SUGGESTIONS_PER_DAY);
    });
  });

  describe('SUGGESTIONS achievements', () => {
    it('given the fifth suggestion, then SUGGESTIONS_5 is unlocked; the ones between unlock nothing', async () => {
      const unlocked: string[][] = [];
      for (let n = 0; n < 6; n += 1) {
        unlocked.push(rightOf(await submit({ name: `Ehdotus ${n}` })).achievements.map((a) => a.type));
      }

      expect(unlocked).to.deep.equal([['SUGGESTIONS_1'], [], [], [], ['SUGGESTIONS_5'], []]);
      expect(await social.owned(player.id)).to.deep.equal({ SUGGESTIONS_1: 1, SUGGESTIONS_5: 1 });
    });

    it('given a declined suggestion, then it does not count toward the next tier', async () => {
      const first = rightOf(await submit()).suggestion;
      rightOf(await social.reviewSuggestion.execute(first.id, 'declined'));
      await submitMany(4);

      expect(await social.owned(player.id)).to.deep.equal({ SUGGESTIONS_1: 1 });
      expect(rightOf(await submit()).achievements).to.deep.equal([{ type: 'SUGGESTIONS_5', count: 1 }]);
    });

    it('given all suggestions declined, then owned milestones stay and the next one does not unlock SUGGESTIONS_1 again', async () => {
      const first = rightOf(await submit()).suggestion;
      rightOf(await social.reviewSuggestion.execute(first.id, 'declined'));

      expect(rightOf(await submit()).achievements).to.deep.equal([]);
      expect(await social.owned(player.id)).to.deep.equal({ SUGGESTIONS_1: 1 });
    });
  });
});
