import { expect } from 'chai';
import {
  GUEST_ID_HEADER,
  NEWS_CACHE_MS,
  NEWS_REFRESH_INTERVAL_MS,
} from '../../../domain/constants/network.constants';
import { unreadBadgeText } from '../../../domain/formatting/unread-badge';
import { createUnreadCounter } from '../../../web/src/features/news/api/unread-counter';
import { newsIdentity } from '../../../web/src/features/news/model/news-identity';
import { unreadCountOf } from '../../../web/src/features/news/model/unread-count';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { json } from '../support/fake-server';
import { aNewsItem } from './news-builders';

const PLAYER = { kind: 'player', userId: 'u1' } as const;

function counterHarness() {
  const harness = new ApiHarness();
  harness.holdTokens(60 * MINUTE);
  return { harness, counter: createUnreadCounter(harness.client) };
}

describe('Web | News | bell unread count', () => {
  it('given the spec constants then counts are cached 30 s and refreshed every 5 minutes', () => {
    expect(NEWS_CACHE_MS).to.equal(30_000);
    expect(NEWS_REFRESH_INTERVAL_MS).to.equal(300_000);
  });

  it('given a count read then asks within 30 s reuse it and a later ask reads again', async () => {
    const { harness, counter } = counterHarness();
    let unread = 3;
    harness.server.on('GET', '/news/unread', () => json({ news: [], unreadCount: unread }));
    expect(await counter.read(PLAYER)).to.equal(3);
    unread = 12;
    await harness.time.advance(NEWS_CACHE_MS - 1);
    expect(await counter.read(PLAYER)).to.equal(3);
    await harness.time.advance(1);
    expect(await counter.read(PLAYER)).to.equal(12);
    expect(harness.server.calls('GET', '/news/unread')).to.have.length(2);
  });

  it('given asks at the same time then one call answers them all', async () => {
    const { harness, counter } = counterHarness();
    harness.server.on('GET', '/news/unread', () => json({ news: [], unreadCount: 1 }));
    expect(await Promise.all([counter.read(PLAYER), counter.read(PLAYER)])).to.deep.equal([1, 1]);
    expect(harness.server.requests).to.have.length(1);
  });

  it('given a failure then it is only logged, no count (no badge), and the next ask tries again', async () => {
    const { harness, counter } = counterHarness();
    harness.server.on('GET', '/news/unread', () => json({ code: 'INTERNAL_ERROR' }, 500));
    expect(await counter.read(PLAYER)).to.equal(null);
    expect(harness.logger.warnings).to.deep.equal(['News unread count unavailable']);
    await counter.read(PLAYER);
    expect(harness.server.requests).to.have.length(2);
  });

  it('given a count another answer brought then it is used until it is 30 s old', async () => {
    const { harness, counter } = counterHarness();
    counter.remember(PLAYER, 4);
    expect(await counter.read(PLAYER)).to.equal(4);
    expect(harness.server.requests).to.have.length(0);
  });

  it('given another reader (a new guest id, another player) then the cached count is not theirs', async () => {
    const { harness, counter } = counterHarness();
    harness.server.on('GET', '/news/unread', () => json({ news: [], unreadCount: 2 }));
    counter.remember({ kind: 'player', userId: 'someone-else' }, 9);
    expect(await counter.read(PLAYER)).to.equal(2);
  });

  it('given a guest then the guest path is read with the guest id in the header, not the URL', async () => {
    const harness = new ApiHarness();
    const counter = createUnreadCounter(harness.client);
    const guestId = harness.client.guestId.get();
    harness.server.on('GET', '/guest/news/unread', () => json({ news: [aNewsItem('a')] }));
    expect(await counter.read({ kind: 'guest' })).to.equal(1);
    expect(harness.server.requests[0]?.headers.get(GUEST_ID_HEADER)).to.equal(guestId);
  });

  it('given answers of any shape then the count is the server count, else the unread items, else none', () => {
    expect(unreadCountOf({ news: [], unreadCount: 5 })).to.equal(5);
    expect(unreadCountOf({ news: [aNewsItem('a'), aNewsItem('b', { isRead: true })] })).to.equal(1);
    expect(unreadCountOf({ unreadCount: -1 })).to.equal(null);
    expect(unreadCountOf('<html>')).to.equal(null);
  });

  it('given counts then the badge is hidden at 0, the number up to 9 and 9+ above', () => {
    expect([0, 1, 9, 10, 250].map(unreadBadgeText)).to.deep.equal([null, '1', '9', '9+', '9+']);
  });

  it('given the session then a player reads as a player, a guest as a guest, and nobody while it loads', () => {
    expect(newsIdentity('user', 'u1')).to.deep.equal(PLAYER);
    expect(newsIdentity('guest', undefined)).to.deep.equal({ kind: 'guest' });
    expect(newsIdentity('loading', undefined)).to.equal(null);
  });
});
