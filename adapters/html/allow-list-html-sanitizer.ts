import sanitizeHtml from 'sanitize-html';
import type { HtmlSanitizer } from '../../application/ports/html-sanitizer.port';

// DESIGN 11's allow-list: paragraphs, headings h2-h3, emphasis, lists, quotes, links with http(s) and mailto
// only (always rel="noopener noreferrer"), and images only from this instance's uploads. sanitize-html is
// the field's allow-list sanitiser for Node (it parses with htmlparser2, so malformed markup is parsed the
// way a browser would rather than matched with patterns).

const ALLOWED_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
];

/**
 * An image this instance stored: exactly `<prefix>/<folder>/<generated name>.<ext>`, nothing encoded. A
 * looser test let `/uploads/fi/%2e%2e/...` through, which a browser reads as `..` (any path of the site).
 */
const ownUpload = (uploadsPrefix: string) => {
  const prefix = uploadsPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${prefix}/[a-z]+/[A-Za-z0-9_-]+\\.(webp|png|jpe?g|gif)$`);
};

export class AllowListHtmlSanitizer implements HtmlSanitizer {
  private readonly options: sanitizeHtml.IOptions;

  /** `uploadsPrefix`: where this instance's uploaded files are served, e.g. `/uploads/fi`. */
  constructor(uploadsPrefix: string) {
    const isUpload = ownUpload(uploadsPrefix);
    this.options = {
      allowedTags: ALLOWED_TAGS,
      allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt', 'width', 'height'] },
      allowedSchemes: ['http', 'https', 'mailto'],
      allowedSchemesByTag: { img: [] },
      allowProtocolRelative: false,
      // Dropped with their content: nothing inside them is text a reader should see.
      nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'svg', 'math'],
      disallowedTagsMode: 'discard',
      transformTags: {
        a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
        b: 'strong',
        i: 'em',
      },
      exclusiveFilter: (frame) => frame.tag === 'img' && !isUpload.test(frame.attribs.src ?? ''),
    };
  }

  sanitize(html: string): string {
    return sanitizeHtml(html, this.options).trim();
  }

  toText(html: string): string {
    const blocksApart = html.replace(/<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi, (tag) => `${tag}\n`);
    return sanitizeHtml(blocksApart, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}
