import { expect } from 'chai';
import { expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';
import {
  aFreeFormPoll,
  aMultipleChoicePoll,
  aSingleChoicePoll,
  createNews,
  newsCaller,
  type NewsCaller,
} from '../support/news-api';

// The polls of news items as players meet them (admin spec 5 and 7 "News"): one answer per user and poll,
// votes, percentages and totals; free-form answers read by moderators only.

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('API | News polls for players', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
  });

  const pollPath = (newsId: string, pollId: string) => `/manage/news/${newsId}/poll/${pollId}`;
  const vote = (player: RegisteredPlayer | NewsCaller, newsId: string, pollId: string, response: unknown) =>
    player.post(`${pollPath(newsId, pollId)}/response`, { response });

  describe('polls', () => {
    it('given a single-choice vote, then the caller sees it as theirs with votes, percentages and the total', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const [red, blue] = poll.options;
      const voters = [await game.registered(), await game.registered(), await game.registered()];
      for (const [i, voter] of voters.entries()) {
        const answer = await vote(voter, news._id, poll.id, i < 2 ? red.id : blue.id);
        expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      }
      const results = await voters[0]!.get(`${pollPath(news._id, poll.id)}/results`);
      expect(results.status).to.equal(200);
      expect(results.body.poll).to.include({ hasResponded: true, userResponse: red.id, totalResponses: 3 });
      expect(
        results.body.poll.options.map((o: { votes: number; percentage: number }) => [o.votes, o.percentage]),
      ).to.deep.equal([
        [2, 67],
        [1, 33],
        [0, 0],
      ]);
      expect(results.body).to.not.have.property('answers');
      const polls = await voters[2]!.get(`/manage/news/${news._id}/polls`);
      expect(polls.body.polls[0]).to.include({ hasResponded: true, userResponse: blue.id });
      const inList = (await voters[2]!.get('/news')).body.news.find(
        (item: { _id: string }) => item._id === news._id,
      );
      expect(inList.polls[0]).to.include({ hasResponded: true, totalResponses: 3 });
    });

    it('given a second vote, then 409 POLL_ALREADY_RESPONDED and the first stands', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const player = await game.registered();
      expect((await vote(player, news._id, poll.id, poll.options[0].id)).status).to.equal(200);
      expectError(await vote(player, news._id, poll.id, poll.options[1].id), 409, 'POLL_ALREADY_RESPONDED');
      const results = await player.get(`${pollPath(news._id, poll.id)}/results`);
      expect(results.body.poll).to.include({ userResponse: poll.options[0].id, totalResponses: 1 });
    });

    it('given the same player voting ten times at once, then one vote counts and the others answer 409', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const player = await game.registered();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => vote(player, news._id, poll.id, poll.options[i % 3].id)),
      );
      expect(answers.map((answer) => answer.status).sort()).to.deep.equal([200, ...Array(9).fill(409)]);
      const results = await player.get(`${pollPath(news._id, poll.id)}/results`);
      expect(results.body.poll.totalResponses).to.equal(1);
      expect(
        results.body.poll.options.reduce((sum: number, o: { votes: number }) => sum + o.votes, 0),
      ).to.equal(1);
    });

    it('given a multiple-choice poll, then several options count once each; a single-choice poll takes one', async () => {
      const news = await createNews(editor, { polls: [aMultipleChoicePoll(), aSingleChoicePoll()] });
      const [multiple, single] = news.polls;
      const player = await game.registered();
      const answer = await vote(player, news._id, multiple.id, [
        multiple.options[0].id,
        multiple.options[2].id,
        multiple.options[0].id,
      ]);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body.poll.userResponse).to.deep.equal([multiple.options[0].id, multiple.options[2].id]);
      expect(answer.body.poll.options.map((o: { votes: number }) => o.votes)).to.deep.equal([1, 0, 1]);
      expect(answer.body.poll.options.map((o: { percentage: number }) => o.percentage)).to.deep.equal([
        100, 0, 100,
      ]);
      expectError(
        await vote(player, news._id, single.id, [single.options[0].id, single.options[1].id]),
        400,
        'POLL_TOO_MANY_OPTIONS',
      );
      expectError(await vote(player, news._id, single.id, MISSING), 400, 'POLL_OPTION_UNKNOWN');
      expectError(await vote(player, news._id, single.id, []), 400, 'POLL_OPTION_REQUIRED');
      expectError(
        await player.post(`${pollPath(news._id, single.id)}/response`, { answer: 'x' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(await vote(player, news._id, single.id, 42), 400, 'VALIDATION_ERROR');
    });

    it('given a free-form poll, then answers are trimmed, 1 to 500 characters; moderators read them, players do not', async () => {
      const news = await createNews(editor, { polls: [aFreeFormPoll()] });
      const poll = news.polls[0];
      const player = await game.registered();
      expectError(await vote(player, news._id, poll.id, '   '), 400, 'POLL_RESPONSE_REQUIRED');
      expectError(await vote(player, news._id, poll.id, 'x'.repeat(501)), 400, 'POLL_RESPONSE_TOO_LONG');
      const answer = await vote(player, news._id, poll.id, '  Hyvä peli!  ');
      expect(answer.status).to.equal(200);
      expect(answer.body.poll).to.include({ userResponse: 'Hyvä peli!', totalResponses: 1 });
      expect(answer.body).to.not.have.property('answers');
      const second = await game.registered();
      expect((await vote(second, news._id, poll.id, 'y'.repeat(500))).status).to.equal(200);

      const moderated = await editor.get(`${pollPath(news._id, poll.id)}/results`);
      expect(moderated.body.answers.map((a: { text: string }) => a.text)).to.deep.equal([
        'y'.repeat(500),
        'Hyvä peli!',
      ]);
      expect(moderated.body.answers[0].at).to.match(/^\d{4}-\d\d-\d\dT/);
      expect((await player.get(`${pollPath(news._id, poll.id)}/results`)).body).to.not.have.property(
        'answers',
      );
    });

    it('lets game managers and admins vote too (spec 6), and moderators try the polls of a hidden item', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()], active: false });
      const poll = news.polls[0];
      const admin = await newsCaller(game, ['admin']);
      expect((await vote(admin, news._id, poll.id, poll.options[0].id)).status).to.equal(200);
      expect((await vote(editor, news._id, poll.id, poll.options[1].id)).status).to.equal(200);
      const player = await game.registered();
      expectError(await vote(player, news._id, poll.id, poll.options[0].id), 404, 'NEWS_NOT_FOUND');
      expectError(await player.get(`/manage/news/${news._id}/polls`), 404, 'NEWS_NOT_FOUND');
      expect((await editor.get(`/manage/news/${news._id}/polls`)).body.polls[0].totalResponses).to.equal(2);
    });

    it('answers 404 POLL_NOT_FOUND for a poll of another item or none', async () => {
      const [first, second] = [
        await createNews(editor, { polls: [aSingleChoicePoll()] }),
        await createNews(editor, { polls: [aSingleChoicePoll()] }),
      ];
      const player = await game.registered();
      expectError(
        await vote(player, first._id, second.polls[0].id, second.polls[0].options[0].id),
        404,
        'POLL_NOT_FOUND',
      );
      expectError(await player.get(`${pollPath(first._id, MISSING)}/results`), 404, 'POLL_NOT_FOUND');
      expectError(await player.get(`${pollPath(MISSING, MISSING)}/results`), 404, 'NEWS_NOT_FOUND');
    });
  });
});
