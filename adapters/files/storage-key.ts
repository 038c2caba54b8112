const SEGMENT = /^[A-Za-z0-9._-]+$/;

/**
 * Checks a storage key (`branding/logo.png`) before any path is built from it: only plain name
 * segments joined by '/', so no key can climb out of the root ('..'), be absolute, use a Windows
 * separator, or smuggle a NUL byte. Returns the segments for path.join.
 */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  const valid = segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  if (!valid) {
    throw new Error(
      `Invalid file storage key ${JSON.stringify(key)}: expected segments of [A-Za-z0-9._-] joined by '/', without '.' or '..'`,
    );
  }
  return segments;
}
