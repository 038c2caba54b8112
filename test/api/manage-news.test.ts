import { expect } from 'chai';
import sharp from 'sharp';
import { expectError, useGameServer } from '../support/game-api';
import { aDecompressionBomb, aJpegWithExif, anImage, anOversizedFile, aTextFile } from '../support/images';
import { auditOf } from '../support/manage-api';
import {
  aFreeFormPoll,
  aMultipleChoicePoll,
  aSingleChoicePoll,
  createNews,
  fetchFile,
  imageForm,
  newsCaller,
  newsForm,
  sendForm,
  storedNewsImages,
  type NewsCaller,
} from '../support/news-api';

// The control panel's news (admin spec 7 "News", DESIGN 11) as an editor's browser calls it: multipart
// forms, image uploads served from /uploads/<slug>/, polls, the active toggle and the audit.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NEWS_IMAGE_PATH = new RegExp(`^/uploads/fi/news/${UUID}\\.webp$`);
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('API | Control panel | News', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;
  let admin: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
    admin = await newsCaller(game, ['admin']);
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

  describe('image uploads (images inside content)', () => {
    it('given an image, then 201 with where it is served and its size; the upload is audited', async () => {
      const answer = await editor.send('POST', '/manage/news/upload-image', imageForm(await png()));
      expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
      expect(answer.body).to.include({ width: 40, height: 30 });
      expect(answer.body.url).to.match(NEWS_IMAGE_PATH);
      expect((await fetchFile(game, answer.body.url)).status).to.equal(200);
      const key = answer.body.url.replace('/uploads/fi/', '');
      expect((await auditOf(game, key)).map((record) => record.action)).to.deep.equal(['news.image.upload']);
      // The sanitiser keeps it inside content: it is this instance's upload.
      const news = await createNews(editor, { content: `<p><img src="${answer.body.url}" alt="x"></p>` });
      expect(news.content).to.equal(`<p><img src="${answer.body.url}" alt="x" /></p>`);
    });

    it('given a PNG renamed .jpg and declared image/jpeg, then it is read as the PNG it is and stored as WebP', async () => {
      const answer = await editor.send(
        'POST',
        '/manage/news/upload-image',
        imageForm({ bytes: await anImage('png', 64, 48), name: 'valokuva.jpg', type: 'image/jpeg' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).to.equal(201);
      expect(answer.body).to.include({ width: 64, height: 48 });
      const served = await fetchFile(game, answer.body.url);
      expect(served.headers.get('content-type')).to.equal('image/webp');
      expect((await sharp(served.bytes).metadata()).format).to.equal('webp');
    });

    it('given a JPEG with EXIF, then the served file has none', async () => {
      const answer = await editor.send(
        'POST',
        '/manage/news/upload-image',
        imageForm({ bytes: await aJpegWithExif(), name: 'kamera.jpg', type: 'image/jpeg' }),
      );
      expect(answer.status).to.equal(201);
      const served = await fetchFile(game, answer.body.url);
      expect((await sharp(served.bytes).metadata()).exif).to.equal(undefined);
      expect(served.bytes.includes('SecretCam')).to.equal(false);
    });

    it('refuses what is not an image, a decompression bomb, more than 5 MB, no file, two files and JSON', async () => {
      const files = await storedNewsImages(game);
      const refusals: [FormData, number, string][] = [
        [
          imageForm({ bytes: aTextFile(), name: 'kuva.png', type: 'image/png' }),
          415,
          'IMAGE_TYPE_UNSUPPORTED',
        ],
        [
          imageForm({ bytes: aDecompressionBomb(), name: 'pommi.png', type: 'image/png' }),
          413,
          'IMAGE_TOO_MANY_PIXELS',
        ],
        [imageForm({ bytes: anOversizedFile(), name: 'iso.png', type: 'image/png' }), 413, 'IMAGE_TOO_LARGE'],
        [
          imageForm({ bytes: anOversizedFile(9 * 1024 * 1024), name: 'iso.png', type: 'image/png' }),
          413,
          'IMAGE_TOO_LARGE',
        ],
        [newsForm({ title: 'ei tiedostoa' }), 400, 'IMAGE_REQUIRED'],
        [imageForm(await png(), 'picture'), 400, 'MULTIPART_INVALID'],
      ];
      const twoFiles = imageForm(await png());
      twoFiles.append(
        'image',
        new Blob([new Uint8Array(await anImage('png'))], { type: 'image/png' }),
        'toinen.png',
      );
      refusals.push([twoFiles, 400, 'MULTIPART_INVALID']);
      for (const [form, status, code] of refusals) {
        expectError(await editor.send('POST', '/manage/news/upload-image', form), status, code);
      }
      expectError(await editor.post('/manage/news/upload-image', {}), 415, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await storedNewsImages(game)).to.deep.equal(files);
    });

    it('given no token, then 401 before the form is read; given a plain player, then 403', async () => {
      expectError(
        await sendForm(game, 'POST', '/manage/news/upload-image', imageForm(await png())),
        401,
        'UNAUTHORIZED',
      );
      const player = await newsCaller(game, []);
      expectError(
        await player.send('POST', '/manage/news/upload-image', imageForm(await png())),
        403,
        'FORBIDDEN',
      );
      expectError(
        await player.send('POST', '/manage/news', newsForm({ title: 'x', content: '' })),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('serving uploads', () => {
    it('answers 404 for anything but a stored image of an instance, and never leaves the uploads folder', async () => {
      const { url } = (await admin.send('POST', '/manage/news/upload-image', imageForm(await png()))).body;
      expect((await fetchFile(game, url, 'HEAD')).status).to.equal(200);
      for (const path of [
        '/uploads/fi/news/00000000-0000-4000-8000-000000000000.webp',
        '/uploads/en/news/x.webp',
        '/uploads/fi/news/%2e%2e/%2e%2e/jwt-secret',
        '/uploads/fi/..%2f..%2fjwt-secret.png',
        '/uploads/fi/news',
        '/uploads/fi/',
        '/uploads',
        url.replace('.webp', '.txt'),
        url.replace('.webp', '.svg'),
      ]) {
        const answer = await fetchFile(game, path);
        expect(answer.status, path).to.equal(404);
      }
      const posted = await fetch(`${game.server.url}${url}`, { method: 'POST' });
      expect(posted.status).to.equal(404);
    });
  });
});
