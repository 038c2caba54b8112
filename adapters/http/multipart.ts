import multer, { type MulterFile } from '@koa/multer';
import type { Context, Middleware } from 'koa';
import { UPLOAD_MAX_BYTES } from '../../domain/constants/uploads.constants';
import { imageTooLarge } from '../../application/uploads/upload-errors';
import { HttpError } from './errors/http-error';

/** Room for the form's text fields beside the file (a news item's HTML content is the largest). */
const FIELD_MAX_BYTES = 256 * 1024;
/** A request announcing more than a file and its fields at their limits is refused before it is read. */
const REQUEST_MAX_BYTES = UPLOAD_MAX_BYTES + 4 * FIELD_MAX_BYTES;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: UPLOAD_MAX_BYTES,
    files: 1,
    fields: 10,
    fieldSize: FIELD_MAX_BYTES,
    fieldNameSize: 100,
    parts: 12,
    headerPairs: 50,
  },
});

// multer's refusals as the answers of the code table: an oversized file or field is 413, the rest 400.
function refusalOf(error: unknown, fileField: string): HttpError {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return HttpError.from(imageTooLarge());
    case 'LIMIT_FIELD_VALUE':
      return HttpError.of('PAYLOAD_TOO_LARGE', 'A form field is too long');
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return HttpError.of('MULTIPART_INVALID', `Send one file, in the field "${fileField}"`);
    default:
      return HttpError.of('MULTIPART_INVALID', 'The form could not be read');
  }
}

export const isMultipart = (ctx: Context): boolean => ctx.is('multipart/form-data') === 'multipart/form-data';

/**
 * Reads a multipart form with at most one file (kept in memory, at most 5 MB): the fields land in
 * `ctx.request.body` as strings, the file's bytes in `uploadedFile(ctx)`. Other requests pass untouched;
 * the route decides what it accepts.
 */
export function multipartForm(fileField: string): Middleware {
  const parse = upload.single(fileField);
  return async (ctx, next) => {
    if (!isMultipart(ctx)) return next();
    if (Number(ctx.get('Content-Length') || 0) > REQUEST_MAX_BYTES) {
      ctx.req.resume();
      throw HttpError.from(imageTooLarge());
    }
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw refusalOf(error, fileField);
    }
    await next();
  };
}

/** The bytes of the form's file, or null when it carried none. */
export function uploadedFile(ctx: Context): Uint8Array | null {
  const file = (ctx.request as { file?: MulterFile }).file;
  if (!file || file.size === 0) return null;
  return new Uint8Array(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
}

/** The form's text fields (multer gives strings, or arrays for a repeated name). */
export function formFields(ctx: Context): Record<string, unknown> {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? { ...body } : {};
}
