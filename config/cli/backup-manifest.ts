import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file that says what a backup folder holds; restore reads it before touching anything. */
export const MANIFEST_FILE = 'backup.json';
const FORMAT = 'sanaryhmat-backup-1';

export interface BackedUpInstance {
  readonly slug: string;
  /** The PostgreSQL schema (PostgreSQL backups only). */
  readonly schema?: string;
  /** Relative to the backup folder. */
  readonly file: string;
}

export interface BackupManifest {
  readonly format: typeof FORMAT;
  readonly createdAt: string;
  /** embedded: PGlite tarballs (pglite/<slug>.tar.gz); postgresql: pg_dump archives (postgres/<slug>.dump). */
  readonly database: 'embedded' | 'postgresql';
  readonly instances: readonly BackedUpInstance[];
  /** The uploads folder, copied to `uploads/`. */
  readonly uploads: boolean;
  /** DATA_DIR/jwt-secret, so that sessions stay valid after a restore. */
  readonly jwtSecret: boolean;
}

export const newManifest = (
  fields: Omit<BackupManifest, 'format' | 'createdAt'>,
  createdAt: Date,
): BackupManifest => ({ format: FORMAT, createdAt: createdAt.toISOString(), ...fields });

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read (${(error as Error).message}): is this a backup folder?`);
  }
  if (manifest.format !== FORMAT)
    throw new Error(`${file} is not a backup of this server (format ${FORMAT})`);
  return manifest as BackupManifest;
}
