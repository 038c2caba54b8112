import { expect } from 'chai';
import sharp from 'sharp';
import { expectError, useGameServer } from '../support/game-api';
import {
  aDecompressionBomb,
  aJpegWithExif,
  anImage,
  anOversizedFile,
  anSvg,
  aTextFile,
} from '../support/images';
import { fetchFile, imageForm, newsCaller, newsForm, sendForm, type NewsCaller } from '../support/news-api';

// The header's branding (admin spec 7 "System settings"): text and display mode, and the logo uploaded as
// a multipart form, stored as the server's own PNG and served from /uploads/<slug>/branding/logo.png.

const LOGO_URL = '/uploads/fi/branding/logo.png';
const DEFAULT_BRANDING = { showLogo: false, logoUpdatedAt: null, brandingText: '', brandDisplay: 'both' };

describe('API | Control panel | Branding', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: NewsCaller;
  let adminName: string;

  beforeEach(async () => {
    admin = await newsCaller(game, ['admin']);
    adminName = (await admin.get('/auth/profile')).body.username;
  });

  afterEach(async () => {
    await admin.delete('/manage/system/branding/logo');
    await admin.put('/manage/system/branding', { brandingText: '', brandDisplay: 'both' });
  });

  const auditActions = async () =>
    ((await admin.get(`/manage/audit?actor=${adminName}`)).body.records as { action: string }[])
      .map((record) => record.action)
      .reverse();
  const publicBranding = async () => (await game.api.get('/guest/system/branding')).body;
  const upload = async (bytes: Uint8Array, name = 'logo.png', type = 'image/png') =>
    admin.send('POST', '/manage/system/branding/logo', imageForm({ bytes, name, type }));

  describe('text and display', () => {
    it('saves the trimmed text and the mode, audits once, and the public path shows them at once', async () => {
      await publicBranding(); // the public cache holds the defaults
      const answer = await admin.put('/manage/system/branding', {
        brandingText: `  ${'S'.repeat(25)}  `,
        brandDisplay: 'custom',
      });
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      const expected = { ...DEFAULT_BRANDING, brandingText: 'S'.repeat(25), brandDisplay: 'custom' };
      expect(answer.body).to.deep.equal(expected);
      expect(await publicBranding()).to.deep.equal(expected);

      const records = (await admin.get(`/manage/audit?actor=${adminName}`)).body.records;
      expect(records).to.have.length(1);
      expect(records[0]).to.deep.include({ action: 'branding.update', entity: 'settings' });
      expect(records[0].before.branding).to.deep.equal(DEFAULT_BRANDING);
      expect(records[0].after.branding).to.deep.equal(expected);

      expect((await admin.put('/manage/system/branding', { brandDisplay: 'custom' })).status).to.equal(200);
      expect(await auditActions()).to.deep.equal(['branding.update']);
    });

    it('refuses a text over 25 characters and an unknown mode with 400, saving nothing', async () => {
      expectError(
        await admin.put('/manage/system/branding', { brandingText: 'x'.repeat(26), brandDisplay: 'custom' }),
        400,
        'BRANDING_TEXT_TOO_LONG',
      );
      expectError(
        await admin.put('/manage/system/branding', { brandingText: 'ok', brandDisplay: 'banner' }),
        400,
        'VALIDATION_ERROR',
      );
      expectError(await admin.put('/manage/system/branding', { showLogo: 'yes' }), 400, 'VALIDATION_ERROR');
      expect(await publicBranding()).to.deep.equal(DEFAULT_BRANDING);
      expect(await auditActions()).to.deep.equal([]);
    });
  });

  describe('the logo', () => {
    it('given a large PNG, then it is stored as a PNG of at most 512 px, served with nosniff, and shown', async () => {
      const answer = await upload(await anImage('png', 1200, 800));
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      const now = game.clock.now().toISOString();
      expect(answer.body).to.deep.equal({ ...DEFAULT_BRANDING, showLogo: true, logoUpdatedAt: now });
      expect(await publicBranding()).to.deep.equal(answer.body);

      const served = await fetchFile(game, `${LOGO_URL}?v=${encodeURIComponent(now)}`);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');
      expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
      const stored = await sharp(served.bytes).metadata();
      expect(stored).to.include({ format: 'png', width: 512, height: 341 });
      expect(await auditActions()).to.deep.equal(['branding.logo.upload']);
    });

    it('given a JPEG with EXIF, then the stored logo is a PNG without it', async () => {
      const answer = await upload(await aJpegWithExif(), 'kamera.jpg', 'image/jpeg');
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      const served = await fetchFile(game, LOGO_URL);
      const stored = await sharp(served.bytes).metadata();
      expect(stored.format).to.equal('png');
      expect(stored.exif).to.equal(undefined);
      expect(served.bytes.includes('SecretCam')).to.equal(false);
    });

    it('refuses what is not a fitting image with a code, and the previous logo stays as it was', async () => {
      game.clock.advance(1_000);
      const first = await upload(await anImage('png', 64, 64));
      expect(first.status).to.equal(200);
      const before = await fetchFile(game, LOGO_URL);

      const refusals: [FormData, number, string][] = [
        [
          imageForm({ bytes: aTextFile(), name: 'logo.png', type: 'image/png' }),
          415,
          'IMAGE_TYPE_UNSUPPORTED',
        ],
        [
          imageForm({ bytes: anSvg(), name: 'logo.svg', type: 'image/svg+xml' }),
          415,
          'IMAGE_TYPE_UNSUPPORTED',
        ],
        [imageForm({ bytes: anOversizedFile(), name: 'iso.png', type: 'image/png' }), 413, 'IMAGE_TOO_LARGE'],
        [
          imageForm({ bytes: aDecompressionBomb(), name: 'pommi.png', type: 'image/png' }),
          413,
          'IMAGE_TOO_MANY_PIXELS',
        ],
        [newsForm({ title: 'ei kuvaa' }), 400, 'IMAGE_REQUIRED'],
        [
          imageForm({ bytes: await anImage('png'), name: 'logo.png', type: 'image/png' }, 'logo'),
          400,
          'MULTIPART_INVALID',
        ],
      ];
      for (const [form, status, code] of refusals) {
        game.clock.advance(1_000);
        expectError(await admin.send('POST', '/manage/system/branding/logo', form), status, code);
      }
      expectError(await admin.post('/manage/system/branding/logo', {}), 415, 'UNSUPPORTED_MEDIA_TYPE');

      const after = await fetchFile(game, LOGO_URL);
      expect(after.status).to.equal(200);
      expect(Buffer.compare(after.bytes, before.bytes)).to.equal(0);
      expect(await publicBranding()).to.deep.equal(first.body);
      expect(await auditActions()).to.deep.equal(['branding.logo.upload']);
    });

    it('given DELETE, then the logo is hidden, forgotten and no longer served; a second DELETE changes nothing', async () => {
      expect((await upload(await anImage('png'))).status).to.equal(200);
      const answer = await admin.delete('/manage/system/branding/logo');
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      expect(answer.body).to.deep.equal(DEFAULT_BRANDING);
      expect(await publicBranding()).to.deep.equal(DEFAULT_BRANDING);
      expect((await fetchFile(game, LOGO_URL)).status).to.equal(404);

      expect((await admin.delete('/manage/system/branding/logo')).status).to.equal(200);
      expect(await auditActions()).to.deep.equal(['branding.logo.upload', 'branding.logo.delete']);
    });

    it('refuses an upload from a guest (401) and a game manager (403) before reading it', async () => {
      const form = async () =>
        imageForm({ bytes: await anImage('png'), name: 'logo.png', type: 'image/png' });
      expectError(
        await sendForm(game, 'POST', '/manage/system/branding/logo', await form()),
        401,
        'UNAUTHORIZED',
      );
      const manager = await newsCaller(game, ['gameManager']);
      expectError(await manager.send('POST', '/manage/system/branding/logo', await form()), 403, 'FORBIDDEN');
      expect((await fetchFile(game, LOGO_URL)).status).to.equal(404);
    });
  });
});
