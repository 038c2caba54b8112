import { chmod, copyFile, cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../app-config';
import type { BackupManifest } from './backup-manifest';

// The files beside the database: the uploads (logo, news images) and the generated signing secret. The
// database is dumped first and the files copied after, so that every image a news item names is there.

const SECRET_FILE = 'jwt-secret';
const UPLOADS_FOLDER = 'uploads';

const isPresent = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Entries of a folder; none when it does not exist. */
export const entriesOf = (folder: string): Promise<string[]> => readdir(folder).catch(() => []);

/** A new folder for a backup, private (it holds the signing secret and password hashes); never a used one. */
export async function createBackupFolder(folder: string): Promise<void> {
  if ((await entriesOf(folder)).length > 0) throw new Error(`${folder} is not empty: name a new folder`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
}

export async function backUpFiles(
  config: AppConfig,
  folder: string,
): Promise<Pick<BackupManifest, 'uploads' | 'jwtSecret'>> {
  const uploads = (await entriesOf(config.uploadsDir)).length > 0;
  if (uploads) await cp(config.uploadsDir, path.join(folder, UPLOADS_FOLDER), { recursive: true });
  const secret = path.join(config.dataDir, SECRET_FILE);
  const jwtSecret = await isPresent(secret);
  if (jwtSecret) await copyFile(secret, path.join(folder, SECRET_FILE));
  return { uploads, jwtSecret };
}

/** Puts the files of the backup in place, replacing the uploads folder as a whole. */
export async function restoreFiles(manifest: BackupManifest, folder: string, config: AppConfig) {
  if (manifest.uploads) {
    await rm(config.uploadsDir, { recursive: true, force: true });
    await cp(path.join(folder, UPLOADS_FOLDER), config.uploadsDir, { recursive: true });
  }
  if (manifest.jwtSecret) {
    await mkdir(config.dataDir, { recursive: true });
    const secret = path.join(config.dataDir, SECRET_FILE);
    await copyFile(path.join(folder, SECRET_FILE), secret);
    await chmod(secret, 0o600);
  }
}
