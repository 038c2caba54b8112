import { expect } from 'chai';
import sharp from 'sharp';
import { expectError, useGameServer } from '../support/game-api';
import { anImage, aTextFile } from '../support/images';
import { auditOf } from '../support/manage-api';
import {
  aFreeFormPoll,
  aSingleChoicePoll,
  createNews,
  fetchFile,
  newsCaller,
  newsForm,
  storedNewsImages,
  type NewsCaller,
} from '../support/news-api';

// The control panel's news (admin spec 7 "News", DESIGN 11) as an editor's browser calls it: multipart
// forms, polls, the active toggle and the audit (its images: manage-news-uploads.test.ts).

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NEWS_IMAGE_PATH = new RegExp(`^/uploads/fi/news/${UUID}\\.webp$`);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('API | Control panel | News', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
  });

  const png = async () => ({ bytes: await anImage('png'), name: 'kuva.png', type: 'image/png' });

  describe('creating', () => {
    it('given a multipart form with an image and polls, then 201 with the sanitised item, its image served and an audit record', async () => {
      const answer = await editor.send(
        'POST',
        '/manage/news',
        newsForm(
          {
            title: '  Uusi kausi alkaa  ',
            content: '<p onclick="alert(1)">Tervetuloa <strong>mukaan</strong></p><script>alert(1)</script>',
            active: true,
            polls: [aSingleChoicePoll(), aFreeFormPoll()],
          },
          await png(),
        ),
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
      const news = answer.body.news;
      expect(news).to.include({
        title: 'Uusi kausi alkaa',
        content: '<p>Tervetuloa <strong>mukaan</strong></p>',
        active: true,
        isRead: false,
      });
      expect(news._id).to.match(new RegExp(`^${UUID}$`));
      expect(news.imagePath).to.match(NEWS_IMAGE_PATH);
      expect(news.polls).to.have.length(2);
      const [choice, free] = news.polls;
      expect(choice).to.include({
        question: 'Mikä väri?',
        type: 'multiple_choice',
        allowMultiple: false,
        hasResponded: false,
        userResponse: null,
        totalResponses: 0,
      });
      expect(choice.options.map((o: { text: string }) => o.text)).to.deep.equal([
        'Punainen',
        'Sininen',
        'Vihreä',
      ]);
      expect(choice.options[0]).to.include({ votes: 0, percentage: 0 });
      expect(free).to.include({ type: 'free_form', allowMultiple: false });
      expect(free.options).to.deep.equal([]);

      const served = await fetchFile(game, news.imagePath);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/webp');
      expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
      expect(served.headers.get('cache-control')).to.match(/max-age=31536000.*immutable/);
      expect((await sharp(served.bytes).metadata()).format).to.equal('webp');

      const audit = await auditOf(game, news._id);
      expect(audit.map((record) => record.action)).to.deep.equal(['news.create']);
      expect(audit[0].after).to.include({ title: 'Uusi kausi alkaa', active: true });
    });

    it('given no active field, then the item is active; given active=false, then it is hidden', async () => {
      expect((await createNews(editor)).active).to.equal(true);
      expect((await createNews(editor, { active: false })).active).to.equal(false);
    });

    it('given a JSON body instead of a form, then 415', async () => {
      expectError(
        await editor.post('/manage/news', { title: 'x', content: '' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
    });

    it('given bad fields, then 400 naming each problem, and nothing is created', async () => {
      const before = (await editor.get('/manage/news/all')).body.total;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ title: '   ', content: '' }, 'NEWS_INVALID', 'title'],
        [{ title: 'x'.repeat(121), content: '' }, 'NEWS_INVALID', 'title'],
        [
          { title: 'Ok', content: '', polls: [aSingleChoicePoll('Q', ['vain yksi'])] },
          'NEWS_INVALID',
          'polls.0.options',
        ],
        [
          {
            title: 'Ok',
            content: '',
            polls: [
              aSingleChoicePoll(
                'Q',
                Array.from({ length: 11 }, (_, i) => `v${i}`),
              ),
            ],
          },
          'NEWS_INVALID',
          'polls.0.options',
        ],
        [
          { title: 'Ok', content: '', polls: [aSingleChoicePoll('Q', ['a', 'y'.repeat(101)])] },
          'NEWS_INVALID',
          'polls.0.options.1.text',
        ],
        [
          { title: 'Ok', content: '', polls: [aSingleChoicePoll('Q', ['Sama', ' sama '])] },
          'NEWS_INVALID',
          'polls.0.options.1.text',
        ],
        [
          { title: 'Ok', content: '', polls: [aFreeFormPoll('k'.repeat(201))] },
          'NEWS_INVALID',
          'polls.0.question',
        ],
        [{ title: 'Ok', content: '', polls: [aFreeFormPoll('  ')] }, 'NEWS_INVALID', 'polls.0.question'],
      ];
      for (const [fields, code, field] of cases) {
        const answer = await editor.send('POST', '/manage/news', newsForm(fields));
        expectError(answer, 400, code);
        const fields_ = answer.body.details.problems.map((p: { field: string }) => p.field);
        expect(fields_, JSON.stringify(answer.body)).to.include(field);
      }
      for (const fields of [
        { title: 'Ok', content: '', polls: '{not json' },
        { title: 'Ok', content: '', polls: '[{"question":"Q","type":"poll"}]' },
        { title: 'Ok', content: '', active: 'maybe' },
        { content: 'no title' },
      ]) {
        expectError(await editor.send('POST', '/manage/news', newsForm(fields)), 400, 'VALIDATION_ERROR');
      }
      expect((await editor.get('/manage/news/all')).body.total).to.equal(before);
    });

    it('given an image that is not one, then 415 and neither the item nor a file is stored', async () => {
      const before = (await editor.get('/manage/news/all')).body.total;
      const files = await storedNewsImages(game);
      const answer = await editor.send(
        'POST',
        '/manage/news',
        newsForm({ title: 'Kuva', content: '' }, { bytes: aTextFile(), name: 'kuva.png', type: 'image/png' }),
      );
      expectError(answer, 415, 'IMAGE_TYPE_UNSUPPORTED');
      expect((await editor.get('/manage/news/all')).body.total).to.equal(before);
      expect(await storedNewsImages(game)).to.deep.equal(files);
    });

    it('given a valid image with invalid fields, then 400 and the image is not kept', async () => {
      const files = await storedNewsImages(game);
      const answer = await editor.send(
        'POST',
        '/manage/news',
        newsForm({ title: ' ', content: '' }, await png()),
      );
      expectError(answer, 400, 'NEWS_INVALID');
      expect(await storedNewsImages(game)).to.deep.equal(files);
    });
  });

  describe('reading', () => {
    it('lists every item newest first, 10 a page by default, with total, pages and currentPage', async () => {
      const hidden = await createNews(editor, { title: 'Piilotettu', active: false });
      const newest = await createNews(editor, { title: 'Uusin' });
      const first = await editor.get('/manage/news/all');
      expect(first.status).to.equal(200);
      expect(first.body.currentPage).to.equal(1);
      expect(first.body.news.length).to.be.at.most(10);
      expect(first.body.pages).to.equal(Math.ceil(first.body.total / 10));
      expect(first.body.news.slice(0, 2).map((n: { _id: string }) => n._id)).to.deep.equal([
        newest._id,
        hidden._id,
      ]);
      const second = await editor.get('/manage/news/all?page=2&limit=1');
      expect(second.body).to.include({ currentPage: 2, pages: first.body.total });
      expect(second.body.news.map((n: { _id: string }) => n._id)).to.deep.equal([hidden._id]);
      expectError(await editor.get('/manage/news/all?page=x'), 400, 'VALIDATION_ERROR');
    });

    it('answers one item by id, and 404 NEWS_NOT_FOUND for an unknown or malformed id', async () => {
      const news = await createNews(editor, { title: 'Yksi' });
      const one = await editor.get(`/manage/news/${news._id}`);
      expect(one.status).to.equal(200);
      expect(one.body.news).to.deep.equal(news);
      expectError(await editor.get(`/manage/news/${MISSING}`), 404, 'NEWS_NOT_FOUND');
      expectError(await editor.get('/manage/news/not-an-id'), 404, 'NEWS_NOT_FOUND');
    });
  });
});
