import { expect } from 'chai';
import { createSocialApi } from '../../../web/src/lib/api/social-api';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { rejectionOf } from '../../support/rejection';
import { bearerOf, json } from '../support/fake-server';

function socialHarness({ signedIn = true } = {}) {
  const harness = new ApiHarness();
  if (signedIn) harness.holdTokens(10 * MINUTE);
  return { harness, social: createSocialApi(harness.client) };
}

describe('Web | API client | social: referrals', () => {
  it('given a signed-in player when generating a code then the code of the answer, sent with the token', async () => {
    const { harness, social } = socialHarness();
    harness.server.on('POST', '/referral/generate', () => json({ referralCode: 'AB12cd' }));

    expect(await social.generateReferralCode()).to.equal('AB12cd');
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });

  it("given a friend's code when applying it then the code is the body and the referrer comes back", async () => {
    const { harness, social } = socialHarness();
    harness.server.on('POST', '/referral/apply', () => json({ message: 'ok', referrer: 'maija' }));

    expect((await social.applyReferralCode('XY9')).referrer).to.equal('maija');
    expect(harness.server.requests[0]?.body).to.deep.equal({ referralCode: 'XY9' });
  });

  it("given an unknown code when applying it then the server's code reaches the screen", async () => {
    const { harness, social } = socialHarness();
    harness.server.on('POST', '/referral/apply', () =>
      json({ code: 'REFERRAL_CODE_NOT_FOUND', message: 'No such code' }, 404),
    );
    expect(await rejectionOf(social.applyReferralCode('NOPE'))).to.include({
      status: 404,
      code: 'REFERRAL_CODE_NOT_FOUND',
    });
  });

  it('given stats and top referrers then the stats as answered and the list of referrers', async () => {
    const { harness, social } = socialHarness();
    const stats = {
      referralCode: 'AB12cd',
      referralCount: 2,
      adFreeUntil: '2026-04-01T00:00:00.000Z',
      referrals: [{ username: 'pekka', joinedAt: '2026-03-01T10:00:00.000Z' }],
    };
    harness.server.on('GET', '/referral/stats', () => json(stats));
    harness.server.on('GET', '/referral/top', () =>
      json({ referrers: [{ userId: 'u1', username: 'maija', referralCount: 4 }] }),
    );

    expect(await social.referralStats()).to.deep.equal(stats);
    expect((await social.topReferrers()).map((r) => r.username)).to.deep.equal(['maija']);
  });

  it('given no tokens when asking for stats then it fails at once without a call', async () => {
    const { harness, social } = socialHarness({ signedIn: false });
    expect(await rejectionOf(social.referralStats())).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe('Web | API client | social: suggestions', () => {
  it('given a suggestion when submitting then name, three words and the extra word are sent', async () => {
    const { harness, social } = socialHarness();
    const suggestion = {
      id: 's1',
      name: 'Joints',
      words: ['knee', 'elbow', 'wrist'],
      extraWord: 'ankle',
      status: 'pending',
      createdAt: '2026-03-01T10:00:00.000Z',
      reviewedAt: null,
    };
    harness.server.on('POST', '/suggestions', () =>
      json({ suggestion, achievements: [{ type: 'SUGGESTIONS_1', count: 1 }] }),
    );

    const answer = await social.submitSuggestion({
      name: 'Joints',
      words: ['knee', 'elbow', 'wrist'],
      extraWord: 'ankle',
    });

    expect(answer.achievements).to.deep.equal([{ type: 'SUGGESTIONS_1', count: 1 }]);
    expect(harness.server.requests[0]?.body).to.deep.equal({
      name: 'Joints',
      words: ['knee', 'elbow', 'wrist'],
      extraWord: 'ankle',
    });
  });

  it('given the top lists then the suggesters and referrers come out of their answers', async () => {
    const { harness, social } = socialHarness();
    harness.server.on('GET', '/suggestions/top', () =>
      json({ suggesters: [{ userId: 'u-1', username: 'A', suggestionCount: 4 }] }),
    );
    harness.server.on('GET', '/referral/top', () => json({ referrers: [] }));
    expect(await social.topSuggesters()).to.have.length(1);
    expect(await social.topReferrers()).to.deep.equal([]);
  });

  it("given the player's suggestions and the top suggesters then the lists inside the answers", async () => {
    const { harness, social } = socialHarness();
    harness.server.on('GET', '/suggestions', () => json({ suggestions: [{ id: 's1' }, { id: 's2' }] }));
    harness.server.on('GET', '/suggestions/top', () =>
      json({ suggesters: [{ userId: 'u1', username: 'maija', suggestionCount: 7 }] }),
    );

    expect((await social.suggestions()).map((s) => s.id)).to.deep.equal(['s1', 's2']);
    expect((await social.topSuggesters())[0]?.suggestionCount).to.equal(7);
  });

  it('given a free date when asking for the next one then the date, and null when the server has none', async () => {
    const { harness, social } = socialHarness();
    harness.server.on('GET', '/suggestions/next-available-date', () => json({ date: '2026-03-20' }));
    expect(await social.nextAvailableDate()).to.equal('2026-03-20');

    harness.server.on('GET', '/suggestions/next-available-date', () =>
      json({ code: 'NOT_FOUND', message: 'none' }, 404),
    );
    expect(await social.nextAvailableDate()).to.equal(null);
  });

  it('given too many suggestions then the 429 and its code', async () => {
    const { harness, social } = socialHarness();
    harness.server.on('POST', '/suggestions', () =>
      json({ code: 'SUGGESTION_LIMIT_REACHED', message: 'Slow down' }, 429),
    );
    const failure = await rejectionOf(
      social.submitSuggestion({ name: 'a', words: ['b', 'c', 'd'], extraWord: 'e' }),
    );
    expect(failure).to.include({ status: 429, code: 'SUGGESTION_LIMIT_REACHED' });
  });
});

describe('Web | API client | social: performance change', () => {
  it("given a player's id then the path carries it encoded and the answer comes back as is", async () => {
    const { harness, social } = socialHarness();
    const change = { userId: 'u/1', previous: 4200, current: 4500, change: 300 };
    harness.server.on('GET', '/scoreboard/performance-change/u%2F1', () => json(change));

    expect(await social.performanceChange('u/1')).to.deep.equal(change);
    expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
  });
});
