import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing secret: JWT_SECRET when given, else one generated on first start and kept in DATA_DIR so that
 * tokens survive a restart. The file is written whole under a temporary name and then linked into place:
 * processes starting together agree on one secret, and none ever reads a half-written file.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
  try {
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(candidate);
  }
  return (await readFile(file, 'utf8')).trim();
}
