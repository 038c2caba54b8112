import { expect } from 'chai';
import type { FileStorage } from '../../../application/ports/file-storage.port';
import { rejectionOf } from '../rejection';

export interface FileStorageFixture {
  storage: FileStorage;
  /** Paths written outside the storage's root, where the storage has a root on disk. */
  strayFiles?: () => Promise<string[]>;
  close: () => Promise<void>;
}

/** Keys that try to leave the root or alias another key; every operation must refuse them. */
export const HOSTILE_KEYS = [
  '',
  '/',
  '../escaped.txt',
  '../../escaped.txt',
  'news/../../escaped.txt',
  '..',
  '.',
  './logo.png',
  'news/./logo.png',
  '/etc/passwd',
  'news//logo.png',
  'news/',
  '..\\escaped.txt',
  'news\\logo.png',
  'C:\\escaped.txt',
  'logo\0.png',
  'logo png',
  'lögo.png',
];

/** The behaviour every FileStorage owes its callers, run against each adapter and fake. */
export function fileStorageContract(name: string, makeStorage: () => Promise<FileStorageFixture>): void {
  describe(`Contract | FileStorage | ${name}`, () => {
    let fixture: FileStorageFixture;
    let storage: FileStorage;
    const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values);
    const asArray = (content: Uint8Array | null): number[] | null => (content ? Array.from(content) : null);

    beforeEach(async () => {
      fixture = await makeStorage();
      storage = fixture.storage;
    });

    afterEach(async () => {
      await fixture.close();
    });

    it('given binary bytes, when put and read back, then every byte is the same', async () => {
      const content = Uint8Array.from({ length: 256 }, (_, i) => i);
      await storage.put('branding/logo.png', content);

      const read = await storage.get('branding/logo.png');
      expect(read).to.be.instanceOf(Uint8Array);
      expect(asArray(read)).to.deep.equal(Array.from(content));
    });

    it('given a stored key, when put again, then the new content replaces the old', async () => {
      await storage.put('news/42/image.webp', bytes(1, 2, 3, 4, 5));
      await storage.put('news/42/image.webp', bytes(9));

      expect(asArray(await storage.get('news/42/image.webp'))).to.deep.equal([9]);
    });

    it('given an empty file, when put, then it reads back empty, not missing', async () => {
      await storage.put('empty.bin', bytes());

      expect(asArray(await storage.get('empty.bin'))).to.deep.equal([]);
    });

    it('given nothing stored, when read, then the answer is null', async () => {
      expect(await storage.get('branding/missing.png')).to.equal(null);
      expect(await storage.get('missing-folder/deeper/file.png')).to.equal(null);
    });

    it('given a stored key, when deleted, then it reads as null and its neighbours stay', async () => {
      await storage.put('news/a.png', bytes(1));
      await storage.put('news/b.png', bytes(2));

      await storage.delete('news/a.png');

      expect(await storage.get('news/a.png')).to.equal(null);
      expect(asArray(await storage.get('news/b.png'))).to.deep.equal([2]);
    });

    it('given nothing stored, when deleted, then it succeeds quietly', async () => {
      await storage.delete('never/stored.png');
    });

    it('given hostile keys, when used, then every operation is refused and nothing lands outside the root', async () => {
      for (const key of HOSTILE_KEYS) {
        const attempts = [
          () => storage.put(key, bytes(6, 6, 6)),
          () => storage.get(key),
          () => storage.delete(key),
        ];
        // Each attempt goes in as a function, so that a synchronous throw counts as a refusal too.
        for (const attempt of attempts) {
          const error = await rejectionOf(attempt);
          expect(error.message, JSON.stringify(key)).to.match(/invalid .*key/i);
        }
      }

      if (fixture.strayFiles) expect(await fixture.strayFiles()).to.deep.equal([]);
    });
  });
}
