import { expect } from 'chai';
import { expectError, newGuestId, useGameServer, type GuestPlayer } from '../support/game-api';
import { aSingleChoicePoll, createNews, newsCaller, type NewsCaller } from '../support/news-api';

// News as players and guests meet it (admin spec 2, 6 and 7 "News"): the bell's lists, read and dismiss per
// user and per guest id, and polls (a user answers once, a guest never).

const MISSING = '00000000-0000-4000-8000-000000000000';
const ids = (answer: { body: { news: { _id: string }[] } }) => answer.body.news.map((item) => item._id);

describe('API | News for players and guests', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
  });

  const pollPath = (newsId: string, pollId: string) => `/manage/news/${newsId}/poll/${pollId}`;

  describe('the lists of a signed-in player', () => {
    it('shows active items only; unread is neither read nor dismissed; active is not dismissed', async () => {
      const player = await game.registered();
      const [one, two, three] = [
        await createNews(editor, { title: 'Yksi' }),
        await createNews(editor, { title: 'Kaksi' }),
        await createNews(editor, { title: 'Kolme' }),
      ];
      const hidden = await createNews(editor, { title: 'Piilossa', active: false });

      const all = await player.get('/news');
      expect(all.status).to.equal(200);
      expect(ids(all)).to.include.members([one._id, two._id, three._id]).and.not.include(hidden._id);
      expect(ids(all).indexOf(three._id)).to.be.below(ids(all).indexOf(one._id));
      const unreadBefore = all.body.unreadCount;

      const read = await player.post(`/news/${one._id}/read`);
      expect(read.status).to.equal(200);
      expect(read.body.unreadCount).to.equal(unreadBefore - 1);
      const dismissed = await player.post(`/news/${two._id}/dismiss`);
      expect(dismissed.body.unreadCount).to.equal(unreadBefore - 2);
      // Marking again changes nothing.
      expect((await player.post(`/news/${one._id}/read`)).body.unreadCount).to.equal(unreadBefore - 2);

      const unread = await player.get('/news/unread');
      expect(ids(unread)).to.include(three._id).and.not.include.members([one._id]);
      expect(ids(unread)).to.not.include(two._id);
      expect(unread.body.unreadCount).to.equal(unread.body.news.length);
      const active = await player.get('/news/active');
      expect(ids(active)).to.include.members([one._id, three._id]).and.not.include(two._id);
      const everything = await player.get('/news');
      const mine = everything.body.news.find((item: { _id: string }) => item._id === one._id);
      expect(mine.isRead).to.equal(true);
      expect(everything.body.news.find((item: { _id: string }) => item._id === three._id).isRead).to.equal(
        false,
      );

      // Another player's marks are their own.
      const other = await game.registered();
      expect(ids(await other.get('/news/unread'))).to.include.members([one._id, two._id, three._id]);
    });

    it('given an item hidden after it was shown, then it leaves the lists and the unread count', async () => {
      const player = await game.registered();
      const news = await createNews(editor, { title: 'Hetken' });
      const before = (await player.get('/news/unread')).body.unreadCount;
      await editor.put(`/manage/news/${news._id}`, { active: false });
      const after = await player.get('/news/unread');
      expect(after.body.unreadCount).to.equal(before - 1);
      expect(ids(after)).to.not.include(news._id);
      expectError(await player.post(`/news/${news._id}/read`), 404, 'NEWS_NOT_FOUND');
    });

    it('answers 404 for reading an unknown item and 401 without a token', async () => {
      const player = await game.registered();
      expectError(await player.post(`/news/${MISSING}/read`), 404, 'NEWS_NOT_FOUND');
      expectError(await player.post('/news/nonsense/dismiss'), 404, 'NEWS_NOT_FOUND');
      for (const path of ['/news', '/news/unread', '/news/active']) {
        expectError(await game.api.get(path), 401, 'UNAUTHORIZED');
      }
      expectError(await game.api.post(`/news/${MISSING}/read`, {}), 401, 'UNAUTHORIZED');
      expectError(await game.api.get(`/manage/news/${MISSING}/polls`), 401, 'UNAUTHORIZED');
      expectError(await game.api.get(`${pollPath(MISSING, MISSING)}/results`), 401, 'UNAUTHORIZED');
      expectError(
        await game.api.post(`${pollPath(MISSING, MISSING)}/response`, { response: 'x' }),
        401,
        'UNAUTHORIZED',
      );
    });
  });

  describe('guests', () => {
    const guestGet = (path: string, guestId: string) => game.api.get(`${path}?guestId=${guestId}`);
    const guestPost = (path: string, guestId: string) => game.api.post(`${path}?guestId=${guestId}`, {});

    it('read and dismiss by guest id (query or header), each guest apart', async () => {
      const news = await createNews(editor, { title: 'Vieraille' });
      const other = await createNews(editor, { title: 'Toinen' });
      const guest = newGuestId();
      const unread = await guestGet('/guest/news/unread', guest);
      expect(unread.status).to.equal(200);
      expect(ids(unread)).to.include.members([news._id, other._id]);
      const count = unread.body.unreadCount;

      const read = await guestPost(`/guest/news/${news._id}/read`, guest);
      expect(read.status, JSON.stringify(read.body)).to.equal(200);
      expect(read.body.unreadCount).to.equal(count - 1);
      const byHeader: GuestPlayer = game.guest();
      expect((await byHeader.post(`/guest/news/${other._id}/dismiss`)).body.unreadCount).to.equal(count - 1);
      expect(ids(await byHeader.get('/guest/news/unread'))).to.not.include(other._id);

      expect(ids(await guestGet('/guest/news/unread', guest))).to.not.include(news._id);
      expect(ids(await guestGet('/guest/news/unread', newGuestId()))).to.include.members([
        news._id,
        other._id,
      ]);
    });

    it('given no guest id or a malformed one, then 400 GUEST_ID_INVALID', async () => {
      expectError(await game.api.get('/guest/news/unread'), 400, 'GUEST_ID_INVALID');
      expectError(await game.api.get('/guest/news/unread?guestId=guest_short'), 400, 'GUEST_ID_INVALID');
      expectError(
        await game.api.post(`/guest/news/${MISSING}/read?guestId=player1`, {}),
        400,
        'GUEST_ID_INVALID',
      );
    });

    it('see polls and results but cannot vote (403 GUEST_LOGIN_REQUIRED); a hidden item is not theirs to see', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const guest = newGuestId();
      const polls = await guestGet(`/guest/news/${news._id}/polls`, guest);
      expect(polls.status).to.equal(200);
      expect(polls.body.polls[0]).to.include({ id: poll.id, hasResponded: false, userResponse: null });
      const results = await guestGet(`/guest/news/${news._id}/poll/${poll.id}/results`, guest);
      expect(results.status).to.equal(200);
      expect(results.body.poll.id).to.equal(poll.id);
      expect(results.body).to.not.have.property('answers');
      expectError(
        await game.api.post(`/guest/news/${news._id}/poll/${poll.id}/response?guestId=${guest}`, {
          response: poll.options[0].id,
        }),
        403,
        'GUEST_LOGIN_REQUIRED',
      );
      await editor.put(`/manage/news/${news._id}`, { active: false });
      expectError(await guestGet(`/guest/news/${news._id}/polls`, guest), 404, 'NEWS_NOT_FOUND');
      expectError(
        await guestGet(`/guest/news/${news._id}/poll/${poll.id}/results`, guest),
        404,
        'NEWS_NOT_FOUND',
      );
    });
  });
});
