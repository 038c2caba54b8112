import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DiskFileStorage } from '../../../adapters/files/disk-file-storage';
import { SharpImageProcessor } from '../../../adapters/files/sharp-image-processor';
import type { AppError } from '../../../application/errors/app-error';
import {
  ImageUploads,
  LOGO_IMAGE,
  NEWS_IMAGE,
  type StoredImage,
} from '../../../application/uploads/image-uploads';
import { RecordingLogger } from '../../support/fakes/recording-logger';
import { SequentialRandomSource } from '../../support/fakes/sequential-random-source';
import {
  aDecompressionBomb,
  aJpegWithExif,
  anImage,
  anOversizedFile,
  anSvg,
  aTextFile,
} from '../../support/images';

// DESIGN 11: an upload is at most 5 MB, its type read from its own bytes, at most 40 megapixels, decoded and
// encoded again without metadata, and stored under a generated name. The real pipeline (sharp) on disk.

describe('Integration | Files | Image uploads (sharp, disk)', function () {
  this.timeout(30_000);
  let root: string;
  let storage: DiskFileStorage;
  let uploads: ImageUploads;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'image-uploads-'));
    storage = new DiskFileStorage(root);
    uploads = new ImageUploads(
      new SharpImageProcessor(),
      storage,
      new SequentialRandomSource(),
      { slug: 'fi', language: 'fi', timeZone: 'Europe/Helsinki', publicUrl: 'http://localhost/fi' },
      new RecordingLogger(),
    );
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const filesStored = async () =>
    (await readdir(root, { recursive: true })).filter((name) => name.includes('.'));

  const stored = (result: E.Either<AppError, StoredImage>): StoredImage => {
    if (E.isLeft(result)) throw new Error(`expected a stored image, got ${result.left.code}`);
    return result.right;
  };

  const refused = async (result: E.Either<AppError, StoredImage>, code: string) => {
    expect(E.isLeft(result) ? result.left.code : 'stored').to.equal(code);
    expect(await filesStored()).to.deep.equal([]);
  };

  const bytesOf = async (image: StoredImage) => (await storage.get(image.key)) ?? new Uint8Array();

  it('given a PNG (whatever it was named, e.g. photo.jpg), then it is read as PNG and stored re-encoded as WebP', async () => {
    const image = stored(await uploads.storeGenerated('news', await anImage('png'), NEWS_IMAGE));
    expect(image.key).to.match(/^news\/[0-9a-f-]{36}\.webp$/);
    expect(image.url).to.equal(`/uploads/fi/${image.key}`);
    expect(image).to.include({ width: 40, height: 30 });
    const metadata = await sharp(await bytesOf(image)).metadata();
    expect(metadata).to.include({ format: 'webp', width: 40, height: 30 });
  });

  for (const format of ['jpeg', 'webp', 'gif'] as const) {
    it(`given a ${format.toUpperCase()}, then it is accepted and stored as WebP`, async () => {
      const image = stored(await uploads.storeGenerated('news', await anImage(format), NEWS_IMAGE));
      expect((await sharp(await bytesOf(image)).metadata()).format).to.equal('webp');
    });
  }

  it('given a text file (even one named .png), then it is refused as an unsupported type and nothing is stored', async () => {
    await refused(await uploads.storeGenerated('news', aTextFile(), NEWS_IMAGE), 'IMAGE_TYPE_UNSUPPORTED');
  });

  it('given an SVG, then it is refused: its loader never runs', async () => {
    await refused(await uploads.storeGenerated('news', anSvg(), NEWS_IMAGE), 'IMAGE_TYPE_UNSUPPORTED');
  });

  it('given a decompression bomb (a tiny PNG declaring 100000 x 100000), then it is refused without decoding', async () => {
    const bomb = aDecompressionBomb();
    expect(bomb.length).to.be.below(200);
    const started = Date.now();
    await refused(await uploads.storeGenerated('news', bomb, NEWS_IMAGE), 'IMAGE_TOO_MANY_PIXELS');
    expect(Date.now() - started).to.be.below(1000);
  });

  it('given a PNG declaring just over 40 megapixels, then it is refused too', async () => {
    await refused(
      await uploads.storeGenerated('news', aDecompressionBomb(8000, 5001), NEWS_IMAGE),
      'IMAGE_TOO_MANY_PIXELS',
    );
  });

  it('given a JPEG with EXIF, then the stored file has no EXIF (nor any other metadata) and stands upright', async () => {
    const upload = await aJpegWithExif(40, 20);
    const before = await sharp(upload).metadata();
    expect(before.exif?.length ?? 0).to.be.greaterThan(0);
    expect(before.orientation).to.equal(6);
    const image = stored(await uploads.storeGenerated('news', upload, NEWS_IMAGE));
    const bytes = await bytesOf(image);
    const after = await sharp(bytes).metadata();
    expect(after.exif).to.equal(undefined);
    expect(after.xmp).to.equal(undefined);
    expect(after.iptc).to.equal(undefined);
    expect(Buffer.from(bytes).includes('SecretCam')).to.equal(false);
    expect(Buffer.from(bytes).includes('Hidden Person')).to.equal(false);
    // The orientation EXIF asked for is applied to the pixels before the EXIF goes.
    expect(after).to.include({ width: 20, height: 40 });
  });

  it('given more than 5 MB, then it is refused as too large and nothing is stored', async () => {
    await refused(await uploads.storeGenerated('news', anOversizedFile(), NEWS_IMAGE), 'IMAGE_TOO_LARGE');
  });

  it('given a damaged image of an allowed type, then it is refused as unreadable', async () => {
    const truncated = (await anImage('png')).subarray(0, 40);
    await refused(await uploads.storeGenerated('news', truncated, NEWS_IMAGE), 'IMAGE_UNREADABLE');
  });

  it('given a large image, then it is scaled down to 1600 px on its longest side, never up', async () => {
    const image = stored(await uploads.storeGenerated('news', await anImage('png', 4000, 2000), NEWS_IMAGE));
    expect(image).to.include({ width: 1600, height: 800 });
  });

  it('given the logo recipe, then it is kept at most 512 px square as PNG under its fixed key', async () => {
    const logo = stored(
      await uploads.storeAt('branding/logo.png', await anImage('jpeg', 1200, 600), LOGO_IMAGE),
    );
    expect(logo).to.deep.equal({
      key: 'branding/logo.png',
      url: '/uploads/fi/branding/logo.png',
      width: 512,
      height: 256,
    });
    expect((await sharp(await bytesOf(logo)).metadata()).format).to.equal('png');
  });

  it('given a stored file removed, then it is gone; removing it again is no error', async () => {
    const image = stored(await uploads.storeGenerated('news', await anImage('png'), NEWS_IMAGE));
    await uploads.remove(image.key);
    await uploads.remove(image.key);
    expect(await storage.get(image.key)).to.equal(null);
  });
});
