import type { Middleware } from 'koa';
import { ANY_API_PATH } from '../api-path';
import { APP_BOOT_SCRIPT_SOURCE } from '../web-app/app-boot';

// Inline styles stay allowed because the toast library injects a <style> element. The one inline script
// is the pages' boot script, allowed by its hash; no other inline script runs.
const BASE_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', `'self' ${APP_BOOT_SCRIPT_SOURCE}`],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['frame-ancestors', "'none'"],
  ['form-action', "'self'"],
];

/** The directives an ad provider's script needs: its own code, its pixels, its ad frames and its calls. */
const AD_DIRECTIVES = ['script-src', 'img-src', 'frame-src', 'connect-src'] as const;
type AdDirective = (typeof AD_DIRECTIVES)[number];
export type AdOrigins = Readonly<Record<AdDirective, readonly string[]>>;

const ADSENSE_SCRIPT_HOST = 'pagead2.googlesyndication.com';
// What adsbygoogle.js reaches beyond its own host: the ad frames (doubleclick, tpc), the traffic-quality
// checks (*.adtrafficquality.google) and Google's consent messages (fundingchoicesmessages), per Google's
// publisher guides. Google may add hosts; a blocked one shows as a CSP report in the browser's console.
const ADSENSE_ORIGINS: AdOrigins = {
  'script-src': [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://fundingchoicesmessages.google.com',
  ],
  'img-src': [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
  ],
  'frame-src': [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://pagead2.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://www.google.com',
    'https://fundingchoicesmessages.google.com',
  ],
  'connect-src': [
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://*.adtrafficquality.google',
    'https://fundingchoicesmessages.google.com',
  ],
};

/** The origins to allow for a provider's script: its own origin, and for AdSense the hosts it uses. */
export function adProviderOrigins(scriptUrl: string): AdOrigins {
  const url = new URL(scriptUrl);
  if (url.hostname === ADSENSE_SCRIPT_HOST) return ADSENSE_ORIGINS;
  // The environment's check allows only plain host names; a policy is never built from anything else.
  if (!/^[a-z0-9.-]+$/i.test(url.hostname) && url.hostname !== '[::1]') {
    throw new Error('The ad script URL must have a plain host name');
  }
  const own = [url.origin];
  return { 'script-src': own, 'img-src': own, 'frame-src': own, 'connect-src': own };
}

/** The policy as a header value; without ad origins it is exactly the policy of a page with no provider. */
export function contentSecurityPolicy(adOrigins: readonly AdOrigins[] = []): string {
  const isAdDirective = (name: string): name is AdDirective =>
    (AD_DIRECTIVES as readonly string[]).includes(name);
  const extra = (name: string): string[] =>
    isAdDirective(name) ? [...new Set(adOrigins.flatMap((origins) => origins[name]))] : [];
  const directives = BASE_DIRECTIVES.map(([name, value]) => [name, [value, ...extra(name)].join(' ')]);
  // frame-src is not in the base policy (default-src 'self' covers it); a provider needs its frames named.
  if (extra('frame-src').length > 0)
    directives.push(['frame-src', ["'self'", ...extra('frame-src')].join(' ')]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * What an API answer gets instead of the pages' policy: JSON is never a page, so nothing in it may load, run
 * or be framed, even when it is opened directly in a tab (the headers OWASP's REST cheat sheet names).
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

type Headers = readonly (readonly [string, string])[];

export function securityHeaders(options: { https: boolean; adScriptUrls?: readonly string[] }): Middleware {
  const policy = contentSecurityPolicy((options.adScriptUrls ?? []).map(adProviderOrigins));
  const everyAnswer: Headers = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ...(options.https ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const] : []),
  ];
  // The document-only headers (referrer, opener, permissions) say nothing about a JSON answer.
  const page: Headers = [
    ['Content-Security-Policy', policy],
    ...everyAnswer,
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
  const api: Headers = [['Content-Security-Policy', API_POLICY], ...everyAnswer];
  // Set before the answer exists, on every answer (errors too); no async frame of its own.
  return (ctx, next) => {
    for (const [name, value] of ANY_API_PATH.test(ctx.path) ? api : page) ctx.res.setHeader(name, value);
    return next();
  };
}
