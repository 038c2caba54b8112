import type { Received } from './contracts/mailer.contract';

// mailparser is not installed and nodemailer only encodes, so the tests carry this small decoder:
// enough MIME (RFC 2045-2047) to read back what nodemailer composes, and no more.

interface Part {
  headers: Map<string, string[]>;
  body: string; // latin1: one char per byte, decoded later with the part's charset
}

export function parseMime(raw: Buffer): Received {
  const root = parsePart(raw.toString('latin1').replace(/\r\n/g, '\n'));
  const leaves = flatten(root);
  const header = (name: string): string | undefined => root.headers.get(name)?.[0];
  return {
    messageId: header('message-id'),
    from: addresses(header('from')),
    to: addresses(header('to')),
    replyTo: addresses(header('reply-to')),
    subject: decodeWords(header('subject') ?? ''),
    text: bodyOf(leaves, 'text/plain') ?? '',
    html: bodyOf(leaves, 'text/html'),
  };
}

function parsePart(source: string): Part {
  const split = source.indexOf('\n\n');
  const head = split < 0 ? source : source.slice(0, split);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\n[ \t]/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body: split < 0 ? '' : source.slice(split + 2) };
}

function contentType(part: Part): { type: string; params: Map<string, string> } {
  const [type = 'text/plain', ...rest] = (part.headers.get('content-type')?.[0] ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq > 0)
      params.set(
        param.slice(0, eq).trim().toLowerCase(),
        param
          .slice(eq + 1)
          .trim()
          .replace(/^"|"$/g, ''),
      );
  }
  return { type: type.trim().toLowerCase(), params };
}

function flatten(part: Part): Part[] {
  const { type, params } = contentType(part);
  const boundary = params.get('boundary');
  if (!type.startsWith('multipart/') || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1); // drop the preamble
  return chunks
    .filter((chunk) => !chunk.startsWith('--')) // the closing delimiter
    .flatMap((chunk) => flatten(parsePart(chunk.replace(/^[ \t]*\n/, '').replace(/\n$/, ''))));
}

function bodyOf(leaves: Part[], type: string): string | undefined {
  const part = leaves.find((leaf) => contentType(leaf).type === type);
  if (!part) return undefined;
  const encoding = (part.headers.get('content-transfer-encoding')?.[0] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(part.body), 'latin1')
        : Buffer.from(part.body, 'latin1');
  const charset = contentType(part).params.get('charset') ?? 'utf-8';
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, '\n');
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/[ \t]+$/gm, '')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;

/** RFC 2047: adjacent encoded words are decoded as one byte run, since a character may straddle two. */
export function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    let charset = 'utf-8';
    const bytes = [...run.matchAll(ENCODED_WORD)].map(([, set = 'utf-8', kind = 'B', data = '']) => {
      charset = set;
      if (kind.toUpperCase() === 'B') return Buffer.from(data, 'base64');
      return Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'latin1');
    });
    return new TextDecoder(charset).decode(Buffer.concat(bytes));
  });
}

function addresses(value: string | undefined): string[] {
  return decodeWords(value ?? '').match(/[^\s<>,;:"]+@[^\s<>,;:"]+/g) ?? [];
}
