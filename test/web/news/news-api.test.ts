import { expect } from 'chai';
import { GUEST_ID_HEADER } from '../../../domain/constants/network.constants';
import { createNewsApi } from '../../../web/src/features/news/api/news-api';
import { voteFailure } from '../../../web/src/features/news/model/poll-failure';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { bearerOf, json } from '../support/fake-server';
import { rejectionOf } from '../../support/rejection';
import { aNewsItem, aPoll } from './news-builders';

const PLAYER = { kind: 'player', userId: 'u1' } as const;
const GUEST = { kind: 'guest' } as const;

function signedIn() {
  const harness = new ApiHarness();
  harness.holdTokens(10 * MINUTE);
  return { harness, news: createNewsApi(harness.client, PLAYER) };
}

function guest() {
  const harness = new ApiHarness();
  const guestId = harness.client.guestId.get();
  return { harness, guestId, news: createNewsApi(harness.client, GUEST) };
}

describe('Web | News | popup calls', () => {
  describe('opening', () => {
    it('given active items then they show, with the unread count, and unread is not asked', async () => {
      const { harness, news } = signedIn();
      harness.server.on('GET', '/news/active', () =>
        json({ news: [aNewsItem('a'), aNewsItem('b', { isRead: true })], unreadCount: 1 }),
      );
      const shown = await news.newsToShow();
      expect(shown.items.map((item) => item._id)).to.deep.equal(['a', 'b']);
      expect(shown.unreadCount).to.equal(1);
      expect(harness.server.requests.map((request) => request.path)).to.deep.equal(['/news/active']);
      expect(bearerOf(harness.server.requests[0])).to.match(/^Bearer /);
    });

    it('given no active items then the unread ones show', async () => {
      const { harness, news } = signedIn();
      harness.server.on('GET', '/news/active', () => json({ news: [], unreadCount: 0 }));
      harness.server.on('GET', '/news/unread', () => json({ news: [aNewsItem('u')], unreadCount: 1 }));
      expect((await news.newsToShow()).items.map((item) => item._id)).to.deep.equal(['u']);
    });

    it('given the active list fails then it is logged and the unread ones are tried', async () => {
      const { harness, news } = signedIn();
      harness.server.on('GET', '/news/unread', () => json({ news: [], unreadCount: 0 }));
      expect(await news.newsToShow()).to.deep.equal({ items: [], unreadCount: 0 });
      expect(harness.logger.warnings).to.have.length(1);
    });

    it('given a guest then only the unread list is read, naming the guest by the header, never in the URL', async () => {
      const { harness, guestId, news } = guest();
      harness.server.on('GET', '/guest/news/unread', () => json({ news: [aNewsItem('g')], unreadCount: 1 }));
      expect((await news.newsToShow()).items).to.have.length(1);
      const [request] = harness.server.requests;
      expect(request?.headers.get(GUEST_ID_HEADER)).to.equal(guestId);
      expect(bearerOf(request)).to.equal(null);
    });
  });

  describe('read and dismiss', () => {
    it('given a player then read and dismiss post to the news item and answer the unread count', async () => {
      const { harness, news } = signedIn();
      harness.server.on('POST', '/news/a/read', () => json({ message: 'ok', unreadCount: 2 }));
      harness.server.on('POST', '/news/b/dismiss', () => json({ message: 'ok', unreadCount: 1 }));
      expect(await news.markRead('a')).to.equal(2);
      expect(await news.dismiss('b')).to.equal(1);
    });

    it('given a guest then the guest paths name the guest by the header alone', async () => {
      const { harness, guestId, news } = guest();
      harness.server.on('POST', '/guest/news/a/read', () => json({ message: 'ok', unreadCount: 0 }));
      harness.server.on('POST', '/guest/news/a/dismiss', () => json({ message: 'ok' }));
      expect(await news.markRead('a')).to.equal(0);
      expect(await news.dismiss('a')).to.equal(null);
      for (const request of harness.server.requests) {
        expect(request.headers.get(GUEST_ID_HEADER)).to.equal(guestId);
      }
    });
  });

  describe('polls', () => {
    it('given a vote then the response is posted as given and the poll it answers comes back', async () => {
      const { harness, news } = signedIn();
      const after = aPoll({ hasResponded: true, userResponse: ['o1', 'o2'], totalResponses: 1 });
      harness.server.on('POST', '/manage/news/n1/poll/p1/response', () => json({ poll: after }));
      expect(await news.vote('n1', 'p1', ['o1', 'o2'])).to.deep.equal(after);
      expect(harness.server.requests[0]?.body).to.deep.equal({ response: ['o1', 'o2'] });
    });

    it('given a vote answered without the poll then null says to read the results', async () => {
      const { harness, news } = signedIn();
      harness.server.on('POST', '/manage/news/n1/poll/p1/response', () => json({ message: 'ok' }, 201));
      expect(await news.vote('n1', 'p1', 'o1')).to.equal(null);
    });

    it('given the results then the player path and the guest path answer the poll', async () => {
      const player = signedIn();
      player.harness.server.on('GET', '/manage/news/n1/poll/p1/results', () => json({ poll: aPoll() }));
      expect((await player.news.results('n1', 'p1')).id).to.equal('p1');

      const visitor = guest();
      visitor.harness.server.on('GET', '/guest/news/n1/poll/p1/results', () => json({ poll: aPoll() }));
      expect((await visitor.news.results('n1', 'p1')).id).to.equal('p1');
    });

    it('given a second vote (409) then it reads as already responded; a guest refused as guest login required', async () => {
      const { harness, news } = signedIn();
      harness.server.on('POST', '/manage/news/n1/poll/p1/response', () =>
        json({ code: 'POLL_ALREADY_RESPONDED', message: 'You have already responded to this poll' }, 409),
      );
      expect(voteFailure(await rejectionOf(news.vote('n1', 'p1', 'o1')))).to.equal('alreadyResponded');

      harness.server.on('POST', '/manage/news/n1/poll/p2/response', () =>
        json({ code: 'GUEST_LOGIN_REQUIRED', message: 'Sign in to respond to polls' }, 403),
      );
      expect(voteFailure(await rejectionOf(news.vote('n1', 'p2', 'o1')))).to.equal('guestLoginRequired');

      harness.server.on('POST', '/manage/news/n1/poll/p3/response', () => new Response('', { status: 500 }));
      expect(voteFailure(await rejectionOf(news.vote('n1', 'p3', 'o1')))).to.equal('failedToSubmit');
    });

    it('given a guest then no vote is sent at all', async () => {
      const { harness, news } = guest();
      await rejectionOf(news.vote('n1', 'p1', 'o1'));
      expect(harness.server.requests).to.have.length(0);
    });
  });
});
