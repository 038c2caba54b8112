import { expect } from 'chai';
import sharp from 'sharp';
import { expectError, useGameServer } from '../support/game-api';
import { aDecompressionBomb, aJpegWithExif, anImage, anOversizedFile, aTextFile } from '../support/images';
import { auditOf } from '../support/manage-api';
import {
  createNews,
  fetchFile,
  imageForm,
  newsCaller,
  newsForm,
  sendForm,
  storedNewsImages,
  type NewsCaller,
} from '../support/news-api';

// Images for the news (DESIGN 11 "Uploads") as an editor's browser sends them, and how /uploads/<slug>/
// serves them: checked by their bytes, re-encoded without metadata, and nothing else answered.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const NEWS_IMAGE_PATH = new RegExp(`^/uploads/fi/news/${UUID}\\.webp$`);

describe('API | Control panel | News images and uploads', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let editor: NewsCaller;
  let admin: NewsCaller;

  before(async () => {
    editor = await newsCaller(game, ['gameManager']);
    admin = await newsCaller(game, ['admin']);
  });

  const png = async () => ({ bytes: await anImage('png'), name: 'kuva.png', type: 'image/png' });

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
