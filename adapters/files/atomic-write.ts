import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `target` so that a reader sees either the old file or the whole new one, never a torn write:
 * the bytes go to a temporary sibling (same file system, so rename is atomic), are flushed, then renamed.
 * The temporary name contains '~', which no storage key or outbox name can, so it never shadows real data.
 */
export async function writeFileAtomic(target: string, content: Uint8Array | string): Promise<void> {
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.~${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
