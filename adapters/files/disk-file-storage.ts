import { mkdir, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { writeFileAtomic } from './atomic-write';
import { keySegments } from './storage-key';

/** Error codes meaning "no file is stored under this key" (a path through a file, or a folder). */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

/** Uploads on local disk under `rootDir`; keys map one-to-one onto relative paths. */
export class DiskFileStorage implements FileStorage {
  private readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  async put(key: string, content: Uint8Array): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFileAtomic(file, content);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const file = this.pathOf(key);
    try {
      const bytes = await readFile(file);
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    try {
      await unlink(file);
    } catch (error) {
      // Deleting what is not there is the outcome the caller wanted.
      if (!isAbsent(error)) throw error;
    }
  }

  private pathOf(key: string): string {
    return path.join(this.root, ...keySegments(key));
  }
}

function isAbsent(error: unknown): boolean {
  return error instanceof Error && 'code' in error && ABSENT.has(String(error.code));
}
