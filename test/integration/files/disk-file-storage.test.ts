import { expect } from 'chai';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DiskFileStorage } from '../../../adapters/files/disk-file-storage';
import { fileStorageContract } from '../../support/contracts/file-storage.contract';

/** Every file below `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The root lives inside a sandbox, so anything escaping the root is still caught and cleaned up. */
async function makeSandbox(): Promise<{ sandbox: string; root: string; storage: DiskFileStorage }> {
  const sandbox = await mkdtemp(path.join(os.tmpdir(), 'disk-file-storage-'));
  const root = path.join(sandbox, 'uploads');
  return { sandbox, root, storage: new DiskFileStorage(root) };
}

describe('Adapters | Disk file storage', () => {
  fileStorageContract('DiskFileStorage', async () => {
    const { sandbox, storage } = await makeSandbox();
    return {
      storage,
      strayFiles: async () =>
        (await filesUnder(sandbox)).filter((file) => !file.startsWith(`uploads${path.sep}`)),
      close: () => rm(sandbox, { recursive: true, force: true }),
    };
  });

  describe('on disk', () => {
    let box: Awaited<ReturnType<typeof makeSandbox>>;

    beforeEach(async () => {
      box = await makeSandbox();
    });

    afterEach(async () => {
      await rm(box.sandbox, { recursive: true, force: true });
    });

    it('given a key, when put, then it is the same relative path under the root', async () => {
      await box.storage.put('branding/logo.png', Uint8Array.from([1, 2, 3]));

      expect([...(await readFile(path.join(box.root, 'branding', 'logo.png')))]).to.deep.equal([1, 2, 3]);
    });

    it('given racing writes to one key, when they settle, then one whole version remains and no temp files', async () => {
      const versions = Array.from({ length: 8 }, (_, i) => new Uint8Array(64 * 1024).fill(i));

      await Promise.all(versions.map((content) => box.storage.put('news/1/image.webp', content)));

      const stored = await box.storage.get('news/1/image.webp');
      expect(stored).to.have.length(64 * 1024);
      expect(new Set(stored)).to.have.property('size', 1);
      expect(await filesUnder(box.root)).to.deep.equal([path.join('news', '1', 'image.webp')]);
    });

    it('given a key whose parent is a file, when read or deleted, then it counts as missing', async () => {
      await box.storage.put('logo.png', Uint8Array.from([1]));

      expect(await box.storage.get('logo.png/inner')).to.equal(null);
      await box.storage.delete('logo.png/inner');
    });
  });
});
