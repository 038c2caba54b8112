// @koa/multer ships no types (DefinitelyTyped's @types/koa__multer is not installed): the part used here.
declare module '@koa/multer' {
  import type { Middleware } from 'koa';

  export interface MulterFile {
    fieldname: string;
    originalname: string;
    mimetype: string;
    size: number;
    buffer: Buffer;
  }

  export interface MulterLimits {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  }

  export interface MulterStorage {
    readonly __storage?: never;
  }

  export interface MulterInstance {
    single(fieldName: string): Middleware;
    none(): Middleware;
  }

  interface Multer {
    (options?: { storage?: MulterStorage; limits?: MulterLimits }): MulterInstance;
    memoryStorage(): MulterStorage;
  }

  const multer: Multer;
  export default multer;
}
