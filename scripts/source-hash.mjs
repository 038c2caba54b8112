// A hash of the files a build is made from: the builds keep it beside their output and build again only
// when it changes (`npm start` then goes straight to serving).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file under `entries` (folders or files, relative to `root`), leaving out `skip`'s names. */
function filesUnder(root, entry, skip) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !skip(entry, child.name))
    .flatMap((child) => filesUnder(root, path.join(entry, child.name), skip));
}

export function sourceHash(root, entries, skip = () => false) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap((entry) => filesUnder(root, entry, skip)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
