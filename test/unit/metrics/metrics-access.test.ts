import { expect } from 'chai';
import { addressAllowed, tokenAccepted } from '../../../adapters/http/auth/metrics-access';

const TOKEN = 'a'.repeat(20) + 'B-._~+/9'.repeat(2);

describe('Metrics | Who may read /metrics', () => {
  it('given a token, then only the Bearer header carrying exactly it is accepted', () => {
    const accepted = tokenAccepted(TOKEN);
    expect(accepted(`Bearer ${TOKEN}`)).to.equal(true);
    expect(accepted(`bearer ${TOKEN}`)).to.equal(true);
    expect(accepted('')).to.equal(false);
    expect(accepted(TOKEN)).to.equal(false);
    expect(accepted(`Basic ${TOKEN}`)).to.equal(false);
    expect(accepted(`Bearer ${TOKEN}x`)).to.equal(false);
    expect(accepted(`Bearer ${TOKEN.slice(1)}`)).to.equal(false);
    expect(accepted(`Bearer ${TOKEN} extra`)).to.equal(false);
  });

  it('given no token, then any header is accepted (the address list alone decides)', () => {
    expect(tokenAccepted(undefined)('')).to.equal(true);
  });

  it('given addresses and ranges, then only clients in them are allowed', () => {
    const allowed = addressAllowed(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(allowed('10.200.3.4')).to.equal(true);
    expect(allowed('192.168.1.7')).to.equal(true);
    expect(allowed('fd12::1')).to.equal(true);
    // How a dual-stack socket names an IPv4 client.
    expect(allowed('::ffff:10.0.0.9')).to.equal(true);
    expect(allowed('11.0.0.1')).to.equal(false);
    expect(allowed('192.168.1.8')).to.equal(false);
    expect(allowed('127.0.0.1')).to.equal(false);
    expect(allowed('::1')).to.equal(false);
    expect(allowed('')).to.equal(false);
    expect(allowed('not an address')).to.equal(false);
  });

  it('given no address list, then any client is allowed (the token alone decides)', () => {
    expect(addressAllowed(undefined)('203.0.113.9')).to.equal(true);
  });
});
