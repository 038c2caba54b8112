/** Uploaded files (logo, news images), addressed by a relative key such as `branding/logo.png`. */
export interface FileStorage {
  put(key: string, content: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol.for('FileStorage');
