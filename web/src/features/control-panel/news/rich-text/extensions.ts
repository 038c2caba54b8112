import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedHref } from './link-rules';

/**
 * Exactly what the server's allow-list keeps (DESIGN 11): paragraphs and line breaks, headings h2 and h3,
 * bold, italic, lists, quotes, links (http(s) and mailto, rel="noopener noreferrer") and images. Marks and
 * blocks it would drop (code, strike, underline, rules) are not in the editor at all, so pasted text
 * loses them here already and the preview is what players get.
 */
export const richTextExtensions = (images: boolean) => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => isAllowedHref(url),
      shouldAutoLink: (url) => isAllowedHref(url.includes(':') ? url : `https://${url}`),
      HTMLAttributes: { target: null, rel: 'noopener noreferrer', class: null },
    },
  }),
  ...(images ? [Image.configure({ inline: false, allowBase64: false })] : []),
];
