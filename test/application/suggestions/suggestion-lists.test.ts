import { expect } from 'chai';
import type { SuggestionStatus } from '../../../contracts/social.codec';
import type { NewUser } from '../../../application/ports/user.repository';
import { aPublishedGame } from '../../support/builders/published-game.builder';
import { useSqlDatabase } from '../../support/sql-database';
import { leftOf, rightOf } from '../../support/either';
import { aSuggestion, socialFixture, type SocialFixture } from '../referrals/social-fixture';

describe('Application | Suggestions | Own list, next free date, top list and review', () => {
  const database = useSqlDatabase();
  let social: SocialFixture;
  let player: NewUser;

  beforeEach(async () => {
    social = socialFixture(database());
    player = await social.player('Ehdottaja');
  });

  const submit = async (name: string, userId = player.id) => {
    const answer = rightOf(await social.submitSuggestion.execute(userId, aSuggestion({ name })));
    social.clock.advance(60_000);
    return answer.suggestion;
  };
  const review = async (id: string, status: SuggestionStatus) =>
    rightOf(await social.reviewSuggestion.execute(id, status));
  const publishOn = async (...dates: string[]) => {
    for (const date of dates) await social.games.publish(aPublishedGame().on(date).toPublish());
  };
  const nextDate = async () => rightOf(await social.nextAvailableDate.execute()).date;

  describe('own suggestions', () => {
    it("given suggestions of two players, then each sees only their own, newest first, with the review's status", async () => {
      const other = await social.player('Toinen');
      const first = await submit('Eka');
      await submit('Toisen', other.id);
      const second = await submit('Toka');
      await review(first.id, 'approved');

      const { suggestions } = rightOf(await social.mySuggestions.execute(player.id));

      expect(suggestions.map((s) => [s.name, s.status])).to.deep.equal([
        ['Toka', 'pending'],
        ['Eka', 'approved'],
      ]);
      expect(suggestions[0]).to.deep.equal(second);
    });

    it('given no suggestions, then the list is empty', async () => {
      expect(rightOf(await social.mySuggestions.execute(player.id))).to.deep.equal({ suggestions: [] });
    });
  });

  describe('next available date', () => {
    it('given no games ahead, then it is tomorrow', async () => {
      await publishOn('2026-02-28', '2026-03-01');

      expect(await nextDate()).to.equal('2026-03-02');
    });

    it('given games on the next days, then it is the first day after them without one', async () => {
      await publishOn('2026-03-02', '2026-03-03', '2026-03-05');

      expect(await nextDate()).to.equal('2026-03-04');
    });

    it('given games for more than a month ahead, then it is the day after the last', async () => {
      const dates = Array.from({ length: 40 }, (_, n) => {
        const date = new Date(Date.UTC(2026, 2, 2 + n));
        return date.toISOString().slice(0, 10);
      });
      await publishOn(...dates);

      expect(await nextDate()).to.equal('2026-04-11');
    });

    it("given the instance's day has turned (past midnight in Helsinki, still the evening in UTC), then tomorrow is counted from there", async () => {
      social.clock.set('2026-03-01T22:30:00Z');

      expect(await nextDate()).to.equal('2026-03-03');
    });
  });

  describe('top suggesters', () => {
    it('given suggestions in every status, then only accepted ones count (approved, modified, used), most first, a tie to who reached it first', async () => {
      const [late, early, most, declinedOnly] = [
        await social.player('Myohainen'),
        await social.player('Aikainen'),
        await social.player('Eniten'),
        await social.player('Hylatty'),
      ];
      const accept = async (user: NewUser, statuses: SuggestionStatus[]) => {
        for (const status of statuses) await review((await submit(`${status}`, user.id)).id, status);
      };
      await accept(early, ['approved', 'declined', 'modified']);
      await accept(most, ['used', 'approved', 'modified', 'pending']);
      await accept(late, ['modified', 'used']);
      await accept(declinedOnly, ['declined', 'pending']);
      await submit('odottaa');

      const { suggesters } = rightOf(await social.topSuggesters.execute());

      expect(suggesters).to.deep.equal([
        { userId: most.id, username: 'Eniten', suggestionCount: 3 },
        { userId: early.id, username: 'Aikainen', suggestionCount: 2 },
        { userId: late.id, username: 'Myohainen', suggestionCount: 2 },
      ]);
    });

    it('given eleven players with accepted suggestions, then the list holds ten', async () => {
      for (let n = 0; n < 11; n += 1) {
        const user = await social.player(`Ehdottaja${n}`);
        await review((await submit('Hyva', user.id)).id, 'approved');
      }

      const { suggesters } = rightOf(await social.topSuggesters.execute());

      expect(suggesters).to.have.length(10);
      expect(suggesters.map((s) => s.username)).to.not.include('Ehdottaja10');
    });
  });

  describe('review (control panel service)', () => {
    it('given a status, then it is stored with the time of the review; back to pending it is unreviewed again', async () => {
      const suggestion = await submit('Puut');

      const reviewed = await review(suggestion.id, 'modified');

      expect(reviewed.suggestion).to.deep.include({
        status: 'modified',
        reviewedAt: social.clock.now().toISOString(),
      });
      expect(rightOf(await social.mySuggestions.execute(player.id)).suggestions[0]).to.deep.equal(
        reviewed.suggestion,
      );
      expect((await review(suggestion.id, 'pending')).suggestion).to.deep.include({
        status: 'pending',
        reviewedAt: null,
      });
    });

    it('given a declined suggestion taken back, then it counts again and may unlock the next tier', async () => {
      const suggestions = [];
      for (let n = 0; n < 4; n += 1) suggestions.push(await submit(`Ehdotus ${n}`));
      expect((await review(suggestions[0]!.id, 'declined')).achievements).to.deep.equal([]);
      await submit('Viides');
      expect(await social.owned(player.id)).to.deep.equal({ SUGGESTIONS_1: 1 });

      const approved = await review(suggestions[0]!.id, 'approved');

      expect(approved.achievements).to.deep.equal([{ type: 'SUGGESTIONS_5', count: 1 }]);
      expect(await social.owned(player.id)).to.deep.equal({ SUGGESTIONS_1: 1, SUGGESTIONS_5: 1 });
    });

    it('given an unknown id or a status outside the list, then the review is refused', async () => {
      const suggestion = await submit('Puut');

      expect(
        leftOf(await social.reviewSuggestion.execute('00000000-0000-4000-8000-999999999999', 'used')).code,
      ).to.equal('SUGGESTION_NOT_FOUND');
      expect(leftOf(await social.reviewSuggestion.execute('not-an-id', 'used')).code).to.equal(
        'SUGGESTION_NOT_FOUND',
      );
      expect(leftOf(await social.reviewSuggestion.execute(suggestion.id, 'rejected')).code).to.equal(
        'SUGGESTION_STATUS_INVALID',
      );
      expect(rightOf(await social.mySuggestions.execute(player.id)).suggestions[0]!.status).to.equal(
        'pending',
      );
    });
  });
});
