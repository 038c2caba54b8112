import { expect } from 'chai';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_CONSENT_DEFAULT,
  ANALYTICS_CONSENT_WAIT_MS,
  ANALYTICS_MAX_RETRIES,
  ANALYTICS_QUEUE_MAX,
  ANALYTICS_THROTTLE_MS,
} from '../../../domain/constants/analytics.constants';
import { ENDPOINT, queueHarness } from './analytics-harness';

describe('Web | Analytics | queue', () => {
  it('given the spec constants then 500 events, batches of 50, 3 retries, 1 s throttle, 2000 ms wait, denied', () => {
    expect(ANALYTICS_QUEUE_MAX).to.equal(500);
    expect(ANALYTICS_BATCH_SIZE).to.equal(50);
    expect(ANALYTICS_MAX_RETRIES).to.equal(3);
    expect(ANALYTICS_THROTTLE_MS).to.equal(1_000);
    expect(ANALYTICS_CONSENT_WAIT_MS).to.equal(2_000);
    expect(ANALYTICS_CONSENT_DEFAULT).to.equal('denied');
  });

  describe('before consent', () => {
    it('given no answer yet when events are raised then no request is made, however long the page stays', async () => {
      const { time, server, trackMany } = queueHarness('unanswered');
      trackMany(3);
      await time.advance(60_000);
      expect(server.batches).to.have.length(0);
      expect(time.timerCount).to.equal(0);
    });

    it('given no answer yet when the player accepts then the events held in memory go in one batch', async () => {
      const { time, server, queue } = queueHarness('unanswered');
      queue.track('page_view');
      queue.track('game_started');
      await time.advance(5_000);
      queue.setConsent('granted');
      await time.advance(0);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal([['page_view', 'game_started']]);
    });

    it('given no answer yet when the player declines then the held events are dropped and later ones too', async () => {
      const { time, server, queue, trackMany } = queueHarness('unanswered');
      trackMany(4);
      queue.setConsent('denied');
      trackMany(2);
      queue.setConsent('granted');
      await time.advance(10_000);
      expect(server.batches).to.have.length(0);
    });

    it('given a stored decline when events are raised then none is kept', async () => {
      const { time, server, queue, trackMany } = queueHarness('denied');
      trackMany(5);
      queue.setConsent('granted');
      await time.advance(10_000);
      expect(server.batches).to.have.length(0);
    });

    it('given more than 500 events before an answer then the oldest are dropped and 500 remain', async () => {
      const { time, server, queue, trackMany } = queueHarness('unanswered');
      trackMany(20, 'share');
      trackMany(ANALYTICS_QUEUE_MAX, 'page_view');
      queue.setConsent('granted');
      await time.advance(20_000);
      expect(server.eventCount).to.equal(ANALYTICS_QUEUE_MAX);
      expect(server.batches.flatMap((batch) => batch.types)).not.to.include('share');
    });
  });

  describe('after consent', () => {
    it('given 120 events then they go in batches of 50, 50 and 20, one request a second', async () => {
      const { time, server, trackMany } = queueHarness('granted');
      trackMany(120);
      await time.advance(0);
      expect(server.batches.map((batch) => batch.types.length)).to.deep.equal([50]);
      await time.advance(ANALYTICS_THROTTLE_MS - 1);
      expect(server.batches).to.have.length(1);
      await time.advance(1);
      expect(server.batches).to.have.length(2);
      await time.advance(ANALYTICS_THROTTLE_MS);
      expect(server.batches.map((batch) => batch.types.length)).to.deep.equal([50, 50, 20]);
    });

    it('given an event right after a send then it waits for the second to pass and then goes', async () => {
      const { time, server, queue } = queueHarness('granted');
      queue.track('page_view');
      await time.advance(100);
      queue.track('share');
      queue.track('registration');
      await time.advance(800);
      expect(server.batches).to.have.length(1);
      await time.advance(100);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal([
        ['page_view'],
        ['share', 'registration'],
      ]);
    });

    it('given a batch then it is a POST of {events:[{type}]} to the instance, keepalive, without identity', async () => {
      const { time, server, queue } = queueHarness('granted');
      queue.track('game_finished');
      await time.advance(0);
      const [batch] = server.batches;
      expect(batch?.url).to.equal(ENDPOINT);
      expect(batch?.init).to.include({ method: 'POST', credentials: 'omit', keepalive: true });
      expect(JSON.parse(String(batch?.init.body))).to.deep.equal({ events: [{ type: 'game_finished' }] });
      const headers = new Headers(batch?.init.headers);
      expect(headers.get('Content-Type')).to.equal('application/json');
      expect(headers.get('Authorization')).to.equal(null);
      expect(headers.get('X-Guest-ID')).to.equal(null);
    });

    it('given a batch that keeps failing then it is retried 3 times a second apart, then dropped', async () => {
      const { time, server, queue } = queueHarness('granted');
      server.answer(500, 'network-error', 503, 500);
      queue.track('game_started');
      await time.advance(0);
      await time.advance(ANALYTICS_THROTTLE_MS * 10);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal(Array(4).fill(['game_started']));
      const start = server.batches[0]?.at ?? 0;
      expect(server.batches.map((batch) => batch.at - start)).to.deep.equal([0, 1_000, 2_000, 3_000]);
      queue.track('share');
      await time.advance(ANALYTICS_THROTTLE_MS);
      expect(server.batches.at(-1)?.types).to.deep.equal(['share']);
      expect(server.batches).to.have.length(5);
    });

    it('given a batch that fails twice then the third try delivers it and it is not sent again', async () => {
      const { time, server, queue } = queueHarness('granted');
      server.answer('network-error', 429);
      queue.track('share');
      await time.advance(ANALYTICS_THROTTLE_MS * 10);
      expect(server.batches).to.have.length(3);
    });

    it('given the server asks to come back later (503 or 429 with Retry-After) then the batch waits that long and keeps its retries', async () => {
      const { time, server, queue } = queueHarness('granted');
      server.answer({ status: 503, retryAfter: 30 }, { status: 429, retryAfter: 5 }, 500, 500, 500);
      queue.track('share');
      await time.advance(0);
      await time.advance(29_999);
      expect(server.batches, 'before the 30 s the server named').to.have.length(1);
      await time.advance(1);
      expect(server.batches).to.have.length(2);
      await time.advance(60_000);
      const start = server.batches[0]?.at ?? 0;
      // 30 s, then 5 s, then the three ordinary retries a second apart, the last of which delivers.
      expect(server.batches.map((batch) => batch.at - start)).to.deep.equal([
        0, 30_000, 35_000, 36_000, 37_000, 38_000,
      ]);
    });

    it('given a batch on the wire when the page is hidden then no second request runs beside it', async () => {
      const { time, server, queue } = queueHarness('granted');
      const release = server.hold();
      queue.track('page_view');
      await time.advance(0);
      queue.track('share');
      queue.flushNow();
      await time.advance(0);
      expect(server.batches).to.have.length(1);
      release();
      await time.advance(ANALYTICS_THROTTLE_MS);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal([['page_view'], ['share']]);
    });

    it('given a batch the server refuses as malformed (400) then it is not retried', async () => {
      const { time, server, queue } = queueHarness('granted');
      server.answer(400);
      queue.track('share');
      await time.advance(ANALYTICS_THROTTLE_MS * 10);
      expect(server.batches).to.have.length(1);
    });

    it('given events waiting for the throttle when the page is hidden then they go at once', async () => {
      const { time, server, queue } = queueHarness('granted');
      queue.track('page_view');
      await time.advance(0);
      queue.track('game_finished');
      queue.flushNow();
      await time.advance(0);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal([['page_view'], ['game_finished']]);
      expect(time.timerCount).to.equal(0);
    });

    it('given no answer yet when the page is hidden then still nothing is sent', async () => {
      const { time, server, queue } = queueHarness('unanswered');
      queue.track('page_view');
      queue.flushNow();
      await time.advance(5_000);
      expect(server.batches).to.have.length(0);
    });
  });

  describe('withdrawal', () => {
    it('given a send waiting for the throttle when consent is withdrawn then it never goes out', async () => {
      const { time, server, queue } = queueHarness('granted');
      queue.track('page_view');
      await time.advance(0);
      queue.track('share');
      queue.setConsent('denied');
      await time.advance(10_000);
      expect(server.batches).to.have.length(1);
      expect(time.timerCount).to.equal(0);
    });

    it('given a failed batch waiting to be retried when consent is withdrawn then the retry does not go out', async () => {
      const { time, server, queue } = queueHarness('granted');
      server.answer(500);
      queue.track('game_started');
      await time.advance(0);
      queue.setConsent('denied');
      await time.advance(10_000);
      expect(server.batches).to.have.length(1);
    });

    it('given a batch on the wire when consent is withdrawn and it then fails then it is not retried', async () => {
      const { time, server, queue } = queueHarness('granted');
      const release = server.answer(500).hold();
      queue.track('game_started');
      await time.advance(0);
      queue.setConsent('denied');
      release();
      await time.advance(10_000);
      expect(server.batches).to.have.length(1);
    });

    it('given a withdrawal then later events are dropped, even if consent is given again afterwards', async () => {
      const { time, server, queue } = queueHarness('granted');
      queue.setConsent('denied');
      queue.track('page_view');
      queue.flushNow();
      await time.advance(5_000);
      queue.setConsent('granted');
      await time.advance(5_000);
      expect(server.batches).to.have.length(0);
      queue.track('share');
      await time.advance(0);
      expect(server.batches.map((batch) => batch.types)).to.deep.equal([['share']]);
    });
  });
});
