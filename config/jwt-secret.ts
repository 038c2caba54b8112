import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;

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
  try {
    await writeFile(candidate, randomBytes(48).toString('base64url'), { mode: 0o600 });
    await link(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(candidate, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  // An emptied or truncated file must not silently sign tokens with a guessable key.
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${MIN_SECRET_LENGTH} characters): delete it to generate one`,
    );
  }
  return secret;
}
