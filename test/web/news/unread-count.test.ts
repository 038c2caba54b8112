import { expect } from 'chai';
import {
  GUEST_ID_HEADER,
  NEWS_CACHE_MS,
  NEWS_REFRESH_INTERVAL_MS,
} from '../../../domain/constants/network.constants';
import { unreadBadgeText } from '../../../domain/formatting/unread-badge';
import { isApiError } from '../../../web/src/lib/api';
import {
  newsToShowKey,
  NEWS_TO_SHOW_KEY,
  unreadNewsKey,
} from '../../../web/src/features/news/api/news-reads';
import { readUnreadCount } from '../../../web/src/features/news/api/unread-count-read';
import { newsIdentity } from '../../../web/src/features/news/model/news-identity';
import { unreadCountOf } from '../../../web/src/features/news/model/unread-count';
import { ApiHarness, MINUTE } from '../support/api-harness';
import { json } from '../support/fake-server';
import { aNewsItem } from './news-builders';

const PLAYER = { kind: 'player', userId: 'u1' } as const;
const GUEST = { kind: 'guest' } as const;

function playerHarness() {
  const harness = new ApiHarness();
  harness.holdTokens(60 * MINUTE);
  return harness;
}

describe('Web | News | bell unread count', () => {
  it('given the spec constants then counts are cached 30 s and refreshed every 5 minutes', () => {
    expect(NEWS_CACHE_MS).to.equal(30_000);
    expect(NEWS_REFRESH_INTERVAL_MS).to.equal(300_000);
  });

  it('given a player then their unread list is read with their token and its count answered', async () => {
    const harness = playerHarness();
    harness.server.on('GET', '/news/unread', () => json({ news: [], unreadCount: 3 }));
    expect(await readUnreadCount(harness.client, PLAYER, new AbortController().signal)).to.equal(3);
    expect(harness.server.requests[0]?.headers.get('Authorization')).to.match(/^Bearer /);
  });

  it('given a failure then the read fails (the read cache logs it once), so the bell shows no badge', async () => {
    const harness = playerHarness();
    harness.server.on('GET', '/news/unread', () => json({ code: 'INTERNAL_ERROR' }, 500));
    const failure = await readUnreadCount(harness.client, PLAYER, new AbortController().signal).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isApiError(failure, 'INTERNAL_ERROR')).to.equal(true);
    expect(harness.logger.warnings).to.deep.equal([]);
  });

  it('given an answer without a count then none (no badge), and the answer is logged', async () => {
    const harness = playerHarness();
    harness.server.on('GET', '/news/unread', () => json('<html>'));
    expect(await readUnreadCount(harness.client, PLAYER, new AbortController().signal)).to.equal(null);
    expect(harness.logger.warnings).to.deep.equal(['News unread answer unreadable']);
  });

  it('given a guest then the guest path is read with the guest id in the header, not the URL', async () => {
    const harness = new ApiHarness();
    const guestId = harness.client.guestId.get();
    harness.server.on('GET', '/guest/news/unread', () => json({ news: [aNewsItem('a')] }));
    expect(await readUnreadCount(harness.client, GUEST, new AbortController().signal)).to.equal(1);
    expect(harness.server.requests[0]?.headers.get(GUEST_ID_HEADER)).to.equal(guestId);
  });

  it('given another reader (another player, the guest) then their reads are kept apart in the cache', () => {
    const someoneElse = { kind: 'player', userId: 'u2' } as const;
    const keys = [PLAYER, someoneElse, GUEST].map((reader) => JSON.stringify(unreadNewsKey(reader)));
    expect(new Set(keys).size).to.equal(3);
    expect(newsToShowKey(PLAYER).slice(0, NEWS_TO_SHOW_KEY.length)).to.deep.equal([...NEWS_TO_SHOW_KEY]);
    expect(JSON.stringify(newsToShowKey(PLAYER))).to.not.equal(JSON.stringify(unreadNewsKey(PLAYER)));
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
