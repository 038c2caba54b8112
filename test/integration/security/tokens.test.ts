import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { decodeJwt, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { JoseTokenSigner, TOKEN_CLOCK_SKEW_SECONDS } from '../../../adapters/security/jose-token-signer';
import type { TokenClaims, TokenType } from '../../../application/ports/token-signer.port';

// These tests judge expiry by real time; the signer takes the clock it is given.
const wallClock = { now: () => new Date() };

const SECRET = 'integration-test-signing-secret-0123456789abcdef';
const key = new TextEncoder().encode(SECRET);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Claims a genuine token of instance `fi` would carry, issued now. */
function genuine(typ: TokenType = 'access', overrides: Partial<TokenClaims> = {}): TokenClaims {
  return {
    sub: randomUUID(),
    typ,
    jti: randomUUID(),
    sid: randomUUID(),
    roles: ['admin'],
    iat: nowSeconds(),
    exp: nowSeconds() + 900,
    ...overrides,
  };
}

/** The payload as JoseTokenSigner writes it, for forging variants of it by hand. */
function payloadOf(claims: TokenClaims, extra: JWTPayload = {}): JWTPayload {
  return {
    typ: claims.typ,
    roles: claims.roles,
    sid: claims.sid,
    sub: claims.sub,
    jti: claims.jti,
    iat: claims.iat,
    exp: claims.exp,
    aud: 'fi',
    iss: 'wordgame',
    ...extra,
  };
}

/** Signed with the instance's own key and algorithm: only the claims differ from a genuine token. */
const signWithTheRealKey = (payload: JWTPayload, alg = 'HS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);

describe('Integration | Security | Tokens (JoseTokenSigner)', () => {
  const signer = new JoseTokenSigner(SECRET, 'fi', wallClock);

  it('given a genuine access token, then it verifies with its claims, roles filtered to known ones', async () => {
    const claims = genuine('access');
    const token = await signer.sign(claims);

    expect(await signer.verify(token, 'access')).to.deep.equal(claims);
    expect(decodeJwt(token)).to.include({ aud: 'fi', iss: 'wordgame', typ: 'access' });
  });

  it('given a token whose roles name unknown ones, then only the known roles are read', async () => {
    const claims = genuine('access');
    const token = await signWithTheRealKey({ ...payloadOf(claims), roles: ['admin', 'superuser', 7] });

    expect((await signer.verify(token, 'access'))?.roles).to.deep.equal(['admin']);
  });

  it('given a genuine payload signed by hand, then it verifies: the forgeries below differ only where they say', async () => {
    const claims = genuine('refresh');
    expect(await signer.verify(await signWithTheRealKey(payloadOf(claims)), 'refresh')).to.deep.equal(claims);
  });

  describe('refused tokens answer null, never an exception', () => {
    it('given alg "none" (unsigned), then refused', async () => {
      const payload = payloadOf(genuine('access'));
      const byHand = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
      const byJose = new UnsecuredJWT(payload).encode();

      expect(await signer.verify(byHand, 'access')).to.equal(null);
      expect(await signer.verify(byJose, 'access')).to.equal(null);
    });

    it('given alg "None" or "NONE" with a signature part, then refused', async () => {
      const payload = payloadOf(genuine('access'));
      for (const alg of ['None', 'NONE', 'nOnE'])
        expect(
          await signer.verify(`${b64({ alg, typ: 'JWT' })}.${b64(payload)}.c2ln`, 'access'),
          alg,
        ).to.equal(null);
    });

    it('given another HMAC algorithm with the right key (HS384, HS512), then refused: the algorithm is pinned', async () => {
      const payload = payloadOf(genuine('access'));
      for (const alg of ['HS384', 'HS512'])
        expect(await signer.verify(await signWithTheRealKey(payload, alg), 'access'), alg).to.equal(null);
    });

    it('given a token signed with another key, then refused', async () => {
      const other = new JoseTokenSigner('a-completely-different-secret-0123456789', 'fi', wallClock);

      expect(await signer.verify(await other.sign(genuine('access')), 'access')).to.equal(null);
    });

    it('given a genuine token with its payload altered (another sub), then refused', async () => {
      const token = await signer.sign(genuine('access'));
      const [header, payload, signature] = token.split('.');
      const altered = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: randomUUID() };

      expect(await signer.verify(`${header}.${b64(altered)}.${signature}`, 'access')).to.equal(null);
    });

    it('given a token expired a second ago, then refused', async () => {
      const token = await signer.sign(genuine('access', { iat: nowSeconds() - 901, exp: nowSeconds() - 1 }));

      expect(await signer.verify(token, 'access')).to.equal(null);
    });

    it('given a token that expires this very second, then refused', async () => {
      const token = await signer.sign(genuine('access', { iat: nowSeconds() - 900, exp: nowSeconds() }));

      expect(await signer.verify(token, 'access')).to.equal(null);
    });

    it('given a token not valid before a time in the future (nbf), then refused', async () => {
      const token = await signWithTheRealKey(payloadOf(genuine('access'), { nbf: nowSeconds() + 600 }));

      expect(await signer.verify(token, 'access')).to.equal(null);
    });

    it("given a genuine token of the other instance's audience (same secret), then refused", async () => {
      const english = new JoseTokenSigner(SECRET, 'en', wallClock);

      expect(await signer.verify(await english.sign(genuine('access')), 'access')).to.equal(null);
      expect(await signer.verify(await english.sign(genuine('refresh')), 'refresh')).to.equal(null);
    });

    it('given no audience or several audiences without this one, then refused', async () => {
      const claims = genuine('access');
      const { aud: _aud, ...withoutAudience } = payloadOf(claims);

      expect(await signer.verify(await signWithTheRealKey(withoutAudience), 'access')).to.equal(null);
      expect(
        await signer.verify(await signWithTheRealKey({ ...withoutAudience, aud: ['en', 'sv'] }), 'access'),
      ).to.equal(null);
    });

    it('given another issuer, then refused', async () => {
      const token = await signWithTheRealKey(payloadOf(genuine('access'), { iss: 'someone-else' }));

      expect(await signer.verify(token, 'access')).to.equal(null);
    });

    it('given a refresh token where an access token is expected, then refused', async () => {
      expect(await signer.verify(await signer.sign(genuine('refresh')), 'access')).to.equal(null);
    });

    it('given an access token where a refresh token is expected, then refused', async () => {
      expect(await signer.verify(await signer.sign(genuine('access')), 'refresh')).to.equal(null);
    });

    it('given a token without a type, or of an unknown type, then refused for both', async () => {
      const { typ: _typ, ...untyped } = payloadOf(genuine('access'));
      for (const payload of [untyped, { ...untyped, typ: 'id' }])
        for (const expected of ['access', 'refresh'] as const)
          expect(await signer.verify(await signWithTheRealKey(payload), expected)).to.equal(null);
    });

    for (const claim of ['sub', 'jti', 'exp', 'iat', 'sid'] as const) {
      it(`given a token without ${claim}, then refused`, async () => {
        const payload = payloadOf(genuine('access'));
        delete payload[claim];

        expect(await signer.verify(await signWithTheRealKey(payload), 'access')).to.equal(null);
      });
    }

    it('given a session id that is not a string, then refused', async () => {
      const token = await signWithTheRealKey({ ...payloadOf(genuine('access')), sid: 42 });

      expect(await signer.verify(token, 'access')).to.equal(null);
    });

    for (const garbage of ['', 'garbage', 'a.b.c', 'e30.e30.', `${b64({ alg: 'HS256' })}.not-json.sig`]) {
      it(`given ${JSON.stringify(garbage)}, then refused`, async () => {
        expect(await signer.verify(garbage, 'access')).to.equal(null);
      });
    }
  });

  // Issue 30: a token "issued" in the future verified. Only the key holder can mint one, but such a token
  // outlives its stated lifetime (iat + lifetime is past its real end), and it is always a mistake.
  it('given an iat later than now plus the allowed skew (with a valid exp), then refused', async () => {
    const token = await signer.sign(
      genuine('access', { iat: nowSeconds() + 3600, exp: nowSeconds() + 7200 }),
    );
    const justOver = await signer.sign(
      genuine('access', { iat: nowSeconds() + TOKEN_CLOCK_SKEW_SECONDS + 5 }),
    );

    expect(await signer.verify(token, 'access')).to.equal(null);
    expect(await signer.verify(justOver, 'access')).to.equal(null);
  });

  it('given an iat a little ahead, within the skew between two servers’ clocks, then accepted', async () => {
    const token = await signer.sign(genuine('access', { iat: nowSeconds() + TOKEN_CLOCK_SKEW_SECONDS - 5 }));

    expect(await signer.verify(token, 'access')).to.not.equal(null);
  });
});
