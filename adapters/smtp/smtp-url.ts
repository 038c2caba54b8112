/** Pool and timeouts we want unless the operator's SMTP_URL query says otherwise. */
const DEFAULT_OPTIONS: Record<string, string> = {
  pool: 'true',
  // A hung relay should fail a request in seconds, not after nodemailer's two-minute default.
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '60000',
};

export interface SmtpTransportUrl {
  /** The URL handed to nodemailer, with our defaults added as query options. */
  url: string;
  /** Credential spellings (raw and percent-decoded) to scrub from error messages. */
  secrets: string[];
}

/**
 * Checks an smtp:// or smtps:// URL (smtps means TLS from the first byte) and adds our defaults.
 * Errors never echo the URL, since it carries the password.
 */
export function smtpTransportUrl(smtpUrl: string): SmtpTransportUrl {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP URL is not a valid URL (expected smtp://user:pass@host:port or smtps://...)');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP URL must use smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new Error('SMTP URL has no host');
  for (const [key, value] of Object.entries(DEFAULT_OPTIONS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return { url: url.toString(), secrets: secretsOf(url.password) };
}

function secretsOf(password: string): string[] {
  if (!password) return [];
  let decoded = password;
  try {
    decoded = decodeURIComponent(password);
  } catch {
    // A malformed escape: nodemailer will see the raw text, so the raw text is the secret.
  }
  return [...new Set([password, decoded])];
}

export function redactSecrets(text: string, secrets: string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}
