import { expect } from 'chai';
import { adProviderOrigins, contentSecurityPolicy } from '../../../adapters/http/middleware/security-headers';
import { APP_BOOT_SCRIPT_SOURCE } from '../../../adapters/http/web-app/app-boot';

/** The policy of a page without an ad provider: its own scripts and its boot script, nothing else. */
const WITHOUT_PROVIDER = [
  "default-src 'self'",
  `script-src 'self' ${APP_BOOT_SCRIPT_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('HTTP | Content-Security-Policy and the ad provider', () => {
  it('given no provider, then the policy is exactly the one without ads', () => {
    expect(contentSecurityPolicy()).to.equal(WITHOUT_PROVIDER);
    expect(contentSecurityPolicy([])).to.equal(WITHOUT_PROVIDER);
  });

  it("given another provider's script, then its origin joins script, image, frame and connect sources", () => {
    const policy = contentSecurityPolicy([adProviderOrigins('https://ads.example.net:8443/js/ads.js?x=1')]);
    for (const name of ['script-src', 'img-src', 'connect-src'])
      expect(directive(policy, name), name).to.include('https://ads.example.net:8443').and.include("'self'");
    expect(directive(policy, 'frame-src')).to.deep.equal(["'self'", 'https://ads.example.net:8443']);
    // Nothing else is loosened.
    expect(directive(policy, 'object-src')).to.deep.equal(["'none'"]);
    expect(directive(policy, 'style-src')).to.deep.equal(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'default-src')).to.deep.equal(["'self'"]);
  });

  it("given Google's script, then AdSense's script, frame and traffic-quality hosts are named", () => {
    const policy = contentSecurityPolicy([
      adProviderOrigins('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'),
    ]);
    expect(directive(policy, 'script-src')).to.include.members([
      "'self'",
      'https://pagead2.googlesyndication.com',
      'https://*.adtrafficquality.google',
    ]);
    expect(directive(policy, 'frame-src')).to.include.members([
      'https://googleads.g.doubleclick.net',
      'https://tpc.googlesyndication.com',
    ]);
    expect(directive(policy, 'connect-src')).to.include('https://pagead2.googlesyndication.com');
    expect(directive(policy, 'img-src')).to.include.members(["'self'", 'data:', 'blob:']);
  });

  it('given the same provider for two instances, then each origin is named once', () => {
    const origins = adProviderOrigins('http://127.0.0.1:4000/fake.js');
    expect(directive(contentSecurityPolicy([origins, origins]), 'script-src')).to.deep.equal([
      "'self'",
      APP_BOOT_SCRIPT_SOURCE,
      'http://127.0.0.1:4000',
    ]);
  });
});
