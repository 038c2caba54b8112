import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/Either';
import { decodeConfig } from '../../../config/app-config';

const TOKEN = 'f'.repeat(64);

function metricsOf(env: Record<string, string>) {
  const decoded = decodeConfig(env, '/srv/game');
  if (!isRight(decoded)) throw new Error(decoded.left.join('; '));
  return decoded.right.metrics;
}

function errorsOf(env: Record<string, string>): string[] {
  const decoded = decodeConfig(env, '/srv/game');
  if (!isLeft(decoded)) throw new Error('expected the configuration to be refused');
  return decoded.left;
}

describe('Config | Metrics access', () => {
  it('given neither METRICS_TOKEN nor METRICS_ALLOW, then no metrics are kept', () => {
    expect(metricsOf({})).to.equal(null);
    expect(metricsOf({ METRICS_TOKEN: '', METRICS_ALLOW: '' })).to.equal(null);
  });

  it('given a token, an address list or both, then each is kept as written', () => {
    expect(metricsOf({ METRICS_TOKEN: TOKEN })).to.deep.equal({ token: TOKEN });
    expect(metricsOf({ METRICS_ALLOW: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,::1' })).to.deep.equal({
      allow: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1'],
    });
    expect(metricsOf({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.1.2.3' })).to.deep.equal({
      token: TOKEN,
      allow: ['10.1.2.3'],
    });
  });

  it('given a short or odd token, then start-up stops naming it without echoing it', () => {
    for (const token of ['short', 'x'.repeat(31), `${'x'.repeat(40)} y`, `${'x'.repeat(40)};`]) {
      const errors = errorsOf({ METRICS_TOKEN: token });
      expect(errors).to.have.length(1);
      expect(errors[0]).to.match(/^METRICS_TOKEN: expected token of at least 32 characters/);
      expect(errors[0]).to.not.include(token);
    }
  });

  it('given an entry that is no address or range, then start-up stops naming METRICS_ALLOW', () => {
    for (const allow of [
      '10.0.0.0/33',
      'fd00::/129',
      'example.org',
      '10.0.0.1,',
      '10.0.0.0/8/1',
      '10.0.0.0/',
    ]) {
      expect(errorsOf({ METRICS_ALLOW: allow })).to.deep.equal([
        'METRICS_ALLOW: expected comma-separated IP addresses or ranges (10.0.0.0/8, fd00::/8)',
      ]);
    }
  });
});
