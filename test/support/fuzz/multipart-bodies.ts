import fc from 'fast-check';
import { anyJson, markedText, textFor } from './nasty-values';

// Multipart forms for the upload routes (a logo, a news item with its image) and, as garbage, for every
// other route that takes a body: the fields the contracts name holding anything, and a "file" that starts
// like an image and goes on as noise, so that the decoder behind the signature check gets to see it.

const BOUNDARY = 'fuzzboundary7QX';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The first bytes of each image format the uploads take (image-signature.ts), then anything. */
const SIGNATURES: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  ascii('GIF89a'),
  [...ascii('RIFF'), 0x10, 0, 0, 0, ...ascii('WEBP')],
  [],
];

const fileBytes = fc
  .tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 600 }))
  .map(([signature, rest]) => Buffer.concat([Buffer.from(signature), Buffer.from(rest)]));

/** A form field's name, for its header line: no line break, no quote (either would end the header early). */
const fieldName = (fieldNames: readonly string[]) =>
  fc
    .oneof(fc.constantFrom(...fieldNames, 'image', 'polls'), markedText())
    .map((name) => name.replace(/["\r\n]/g, ''));

export interface MultipartBody {
  readonly contentType: string;
  readonly body: Buffer;
}

/**
 * A form of a few fields and perhaps a file; one in four is cut off before its closing boundary, one in
 * three names no boundary or another one in its Content-Type.
 */
export function multipartBody(
  known: readonly string[],
  fieldNames: readonly string[],
): fc.Arbitrary<MultipartBody> {
  const field = fieldName(fieldNames).chain((name) =>
    fc.tuple(
      fc.constant(name),
      fc.oneof(
        textFor(name, known),
        anyJson(known, fieldNames).map((json) => JSON.stringify(json) ?? ''),
      ),
    ),
  );
  return fc
    .record({
      fields: fc.array(field, { maxLength: 6 }),
      file: fc.option(fc.tuple(fc.constantFrom('image', 'file'), markedText(), fileBytes)),
      cutShort: fc.nat({ max: 3 }).map((n) => n === 0),
      boundaryInHeader: fc.oneof(
        { weight: 2, arbitrary: fc.constant(BOUNDARY) },
        { weight: 1, arbitrary: fc.constantFrom('', 'other') },
      ),
    })
    .map(({ fields, file, cutShort, boundaryInHeader }) => {
      const parts: Buffer[] = fields.map(([name, text]) =>
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`),
      );
      if (file) {
        const [name, filename, bytes] = file;
        const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename.replace(/["\r\n]/g, '')}.png"\r\nContent-Type: image/png\r\n\r\n`;
        parts.push(Buffer.from(head), bytes, Buffer.from('\r\n'));
      }
      const closing = cutShort ? `--${BOUNDARY}\r\nContent-Disp` : `--${BOUNDARY}--\r\n`;
      const boundary = boundaryInHeader === '' ? '' : `; boundary=${boundaryInHeader}`;
      return {
        contentType: `multipart/form-data${boundary}`,
        body: Buffer.concat([...parts, Buffer.from(closing)]),
      };
    });
}
