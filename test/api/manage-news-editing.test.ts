import { expect } from 'chai';
import { expectError, useGameServer } from '../support/game-api';
import { anImage } from '../support/images';
import { auditOf } from '../support/manage-api';
import {
  aFreeFormPoll,
  aMultipleChoicePoll,
  aSingleChoicePoll,
  createNews,
  fetchFile,
  newsCaller,
  newsForm,
  storedNewsImages,
  type NewsCaller,
} from '../support/news-api';

// The control panel's news (admin spec 7 "News", DESIGN 11) as an editor's browser calls it: multipart
// forms, polls, the active toggle and the audit (editing and deleting: manage-news-editing.test.ts;
// images: manage-news-uploads.test.ts).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NEWS_IMAGE_PATH = new RegExp(`^/uploads/fi/news/${UUID}\\.webp$`);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('API | Control panel | Editing and deleting news', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
  });

  const png = async () => ({ bytes: await anImage('png'), name: 'kuva.png', type: 'image/png' });

  describe('editing', () => {
    it('given a form, then title, content and polls change; poll and option ids stay, so do their votes', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const [red, blue] = poll.options;
      const voter = await game.registered();
      const vote = await voter.post(`/manage/news/${news._id}/poll/${poll.id}/response`, {
        response: blue.id,
      });
      expect(vote.status, JSON.stringify(vote.body)).to.equal(200);

      const edited = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({
          title: 'Muokattu',
          content: '<h2>Uusi</h2><iframe src="//evil.example"></iframe>',
          polls: [
            {
              id: poll.id,
              question: 'Mikä väri nyt?',
              type: 'multiple_choice',
              options: [
                { id: blue.id, text: 'Sininen (uusi)' },
                { text: 'Keltainen' },
                { id: red.id, text: 'Punainen' },
              ],
            },
          ],
        }),
      );
      expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
      const after = edited.body.news;
      expect(after).to.include({ _id: news._id, title: 'Muokattu', content: '<h2>Uusi</h2>' });
      expect(after.polls[0]).to.include({ id: poll.id, question: 'Mikä väri nyt?', totalResponses: 1 });
      expect(
        after.polls[0].options
          .map((o: { id: string }) => o.id)
          .filter((id: string) => id !== blue.id && id !== red.id),
      ).to.have.length(1);
      expect(after.polls[0].options[0]).to.include({
        id: blue.id,
        text: 'Sininen (uusi)',
        votes: 1,
        percentage: 100,
      });
      expect(after.polls[0].options[2]).to.include({ id: red.id, votes: 0 });
      const audit = await auditOf(game, news._id);
      expect(audit.map((record) => record.action)).to.deep.equal(['news.create', 'news.update']);
      expect(audit[1].before).to.include({ title: 'Uutinen' });
      expect(audit[1].after).to.include({ title: 'Muokattu' });
    });

    it('given a form without polls, then the polls stay as they are', async () => {
      const news = await createNews(editor, { polls: [aFreeFormPoll()] });
      const edited = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({ title: 'Vain otsikko', content: '' }),
      );
      expect(edited.status).to.equal(200);
      expect(edited.body.news.polls).to.deep.equal(news.polls);
    });

    it('given an answered poll whose type changes, then 409 POLL_TYPE_LOCKED; an unknown poll or option id, 400', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] });
      const poll = news.polls[0];
      const voter = await game.registered();
      await voter.post(`/manage/news/${news._id}/poll/${poll.id}/response`, { response: poll.options[0].id });
      const retyped = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({ title: 'x', content: '', polls: [{ id: poll.id, question: 'Q', type: 'free_form' }] }),
      );
      expectError(retyped, 409, 'POLL_TYPE_LOCKED');
      const unknownPoll = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({ title: 'x', content: '', polls: [{ ...aFreeFormPoll(), id: MISSING }] }),
      );
      expectError(unknownPoll, 400, 'NEWS_INVALID');
      const unknownOption = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({
          title: 'x',
          content: '',
          polls: [
            { ...aSingleChoicePoll(), id: poll.id, options: [{ id: MISSING, text: 'a' }, { text: 'b' }] },
          ],
        }),
      );
      expectError(unknownOption, 400, 'NEWS_INVALID');
      expect((await editor.get(`/manage/news/${news._id}`)).body.news).to.deep.include({ title: 'Uutinen' });
    });

    it('given an answered poll of several choices, then it cannot become single-choice (409 POLL_TYPE_LOCKED)', async () => {
      const news = await createNews(editor, { polls: [aMultipleChoicePoll()] });
      const poll = news.polls[0];
      const voter = await game.registered();
      const ids = poll.options.slice(0, 2).map((option: { id: string }) => option.id);
      await voter.post(`/manage/news/${news._id}/poll/${poll.id}/response`, { response: ids });
      const single = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({
          title: 'x',
          content: '',
          polls: [{ ...aMultipleChoicePoll(), id: poll.id, allowMultiple: false, options: poll.options }],
        }),
      );
      expectError(single, 409, 'POLL_TYPE_LOCKED');
    });

    it('given a new image, then the old file is deleted; given removeImage, then the image goes', async () => {
      const news = await createNews(editor, {}, await png());
      const replaced = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm(
          { title: 'Uusi kuva', content: '' },
          { bytes: await anImage('gif'), name: 'a.gif', type: 'image/gif' },
        ),
      );
      expect(replaced.status, JSON.stringify(replaced.body)).to.equal(200);
      const newPath = replaced.body.news.imagePath;
      expect(newPath).to.match(NEWS_IMAGE_PATH).and.not.equal(news.imagePath);
      expect((await fetchFile(game, news.imagePath)).status).to.equal(404);
      expect((await fetchFile(game, newPath)).status).to.equal(200);

      const removed = await editor.send(
        'PUT',
        `/manage/news/${news._id}`,
        newsForm({ title: 'Ilman', content: '', removeImage: true }),
      );
      expect(removed.body.news.imagePath).to.equal(null);
      expect((await fetchFile(game, newPath)).status).to.equal(404);
    });

    it('given JSON {active}, then only the flag changes (audited); another body type answers 415', async () => {
      const news = await createNews(editor);
      const hidden = await editor.put(`/manage/news/${news._id}`, { active: false });
      expect(hidden.status, JSON.stringify(hidden.body)).to.equal(200);
      expect(hidden.body.news).to.include({ active: false, title: news.title });
      const shown = await editor.put(`/manage/news/${news._id}`, { active: true });
      expect(shown.body.news.active).to.equal(true);
      const audit = await auditOf(game, news._id);
      expect(audit.map((record) => record.action)).to.deep.equal([
        'news.create',
        'news.deactivate',
        'news.activate',
      ]);
      expectError(await editor.put(`/manage/news/${news._id}`, { active: 'no' }), 400, 'VALIDATION_ERROR');
      expectError(await editor.put(`/manage/news/${MISSING}`, { active: true }), 404, 'NEWS_NOT_FOUND');
      const text = await fetch(`${game.server.url}/fi/api/manage/news/${news._id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'text/plain' },
        body: 'active',
      });
      expect(text.status).to.equal(415);
    });

    it('given an unknown id, then a form edit answers 404 and its image is not kept', async () => {
      const files = await storedNewsImages(game);
      const answer = await editor.send(
        'PUT',
        `/manage/news/${MISSING}`,
        newsForm({ title: 'x', content: '' }, await png()),
      );
      expectError(answer, 404, 'NEWS_NOT_FOUND');
      expect(await storedNewsImages(game)).to.deep.equal(files);
    });
  });

  describe('deleting', () => {
    it('deletes the item, its polls and its image file, with an audit record; a second delete is 404', async () => {
      const news = await createNews(editor, { polls: [aSingleChoicePoll()] }, await png());
      const deleted = await editor.delete(`/manage/news/${news._id}`);
      expect(deleted.status).to.equal(200);
      expectError(await editor.get(`/manage/news/${news._id}`), 404, 'NEWS_NOT_FOUND');
      expect((await fetchFile(game, news.imagePath)).status).to.equal(404);
      const audit = await auditOf(game, news._id);
      expect(audit.map((record) => record.action)).to.deep.equal(['news.create', 'news.delete']);
      expect(audit[1].before).to.include({ title: 'Uutinen' });
      expectError(await editor.delete(`/manage/news/${news._id}`), 404, 'NEWS_NOT_FOUND');
    });
  });
});
