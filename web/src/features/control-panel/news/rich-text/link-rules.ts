// Which links the editor makes: the server keeps http(s) and mailto only (DESIGN 11), so the editor offers
// nothing else and what is seen is what is saved. Pure, so it is tested without a screen.

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_HOST = /^[^\s/?#]+\.[a-z]{2,}([/?#]\S*)?$/i;

function web(address: string): string | null {
  try {
    const url = new URL(address);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The address as a link keeps it, or null when the server would drop it: `https://…` and `http://…` as
 * they are, `mailto:` with an address, a bare address (`name@example.com`) as mailto, and a bare host
 * (`example.com/page`) as https. Anything else (javascript:, data:, ftp:, relative paths) is refused.
 */
export function normalizedHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (/^mailto:/i.test(text)) {
    const address = text.slice('mailto:'.length).split('?')[0] ?? '';
    return EMAIL.test(decodeURIComponent(address)) ? `mailto:${text.slice('mailto:'.length)}` : null;
  }
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (/^https?:\/\//i.test(text)) return web(text);
  if (SCHEME.test(text) && !BARE_HOST.test(text)) return null;
  return BARE_HOST.test(text) ? web(`https://${text}`) : null;
}

/** Whether a link the editor meets (typed, pasted, autolinked) may stay: the server's schemes only. */
export const isAllowedHref = (href: string): boolean =>
  /^(https?:\/\/|mailto:)/i.test(href.trim()) && normalizedHref(href) !== null;
