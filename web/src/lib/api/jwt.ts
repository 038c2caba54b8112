// The browser only needs to know when a token runs out, to refresh it in time. It does not verify the
// signature: the server does that on every call, and a forged `exp` only makes this browser refresh at the
// wrong moment.

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The `exp` claim (seconds since the epoch), or undefined when the token is not a readable JWT. */
export function readJwtExp(jwt: string): number | undefined {
  const parts = jwt.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
