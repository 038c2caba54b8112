import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Image files for the upload tests, made on the spot: real encodings by sharp, and the hostile ones by hand.

/** A plain image of the size, in the format. */
export const anImage = (
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 40,
  height = 30,
  background = '#c0392b',
): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A JPEG carrying EXIF (a camera, an author, a GPS-like comment) and the orientation "rotate 90°". */
export const aJpegWithExif = (width = 40, height = 20): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'SecretCam', Artist: 'Hidden Person', ImageDescription: 'GPS 60.1699N 24.9384E' },
      },
    })
    .toBuffer();

const pngChunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid PNG of a few dozen bytes whose header declares width x height pixels
 * (100,000 x 100,000 = 10 gigapixels by default), to be refused before anything decodes it.
 */
export function aDecompressionBomb(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** More than 5 MB that starts like a PNG (the size is refused before the bytes are looked at). */
export const anOversizedFile = (bytes = 5 * 1024 * 1024 + 1): Buffer => {
  const file = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
  return file;
};

export const aTextFile = (): Buffer => Buffer.from('This is not an image, whatever its name says.\n');

export const anSvg = (): Buffer =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"></svg>');
