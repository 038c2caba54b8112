/**
 * HTML written in the control panel (news content, e-mail) as it may be stored and shown: DESIGN 11's
 * allow-list applied on the server. What the list does not allow is dropped, never escaped into view.
 */
export interface HtmlSanitizer {
  /** The allowed HTML of `html`. Images are kept only when their address is this instance's uploads. */
  sanitize(html: string): string;
  /** The text of the HTML, for an e-mail's plain part and for previews. */
  toText(html: string): string;
}

export const HTML_SANITIZER = Symbol.for('HtmlSanitizer');
