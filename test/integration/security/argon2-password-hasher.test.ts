import { expect } from 'chai';
import { Argon2PasswordHasher } from '../../../adapters/security/argon2-password-hasher';

describe('Integration | Security | Argon2 password hasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('given a password, then an argon2id hash with the OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const hash = await hasher.hash('Salainen-1');

    const [, algorithm, version, parameters] = hash.split('$');
    expect(algorithm).to.equal('argon2id');
    expect(version).to.equal('v=19');
    expect(Object.fromEntries(parameters!.split(',').map((pair) => pair.split('=')))).to.deep.equal({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(hash).to.not.include('Salainen-1');
  });

  it('given the same password twice, then two different hashes (salted), both verifying', async () => {
    const [first, second] = [await hasher.hash('Salainen-1'), await hasher.hash('Salainen-1')];

    expect(first).to.not.equal(second);
    expect(await hasher.verify(first, 'Salainen-1')).to.equal(true);
    expect(await hasher.verify(second, 'Salainen-1')).to.equal(true);
  });

  it('given a wrong password, another case or a trailing space, then false', async () => {
    const hash = await hasher.hash('Salainen-1');

    for (const attempt of ['Salainen-2', 'salainen-1', 'Salainen-1 ', ''])
      expect(await hasher.verify(hash, attempt), attempt).to.equal(false);
  });

  it('given Finnish letters, then they are part of the secret', async () => {
    const hash = await hasher.hash('Äänekoski-1');

    expect(await hasher.verify(hash, 'Äänekoski-1')).to.equal(true);
    expect(await hasher.verify(hash, 'Aanekoski-1')).to.equal(false);
  });

  it('given a hash stored by the earlier argon2 package (node-argon2 0.45), then it verifies as it is', async () => {
    const stored =
      '$argon2id$v=19$m=19456,p=1,t=2$jbhPpblVaXjXTLWhW7f6Vw$6hIVe3Y6AqPIHeIX4aY7/yv5u/0nO6xopHm1ZmrcxQQ';

    expect(await hasher.verify(stored, 'Salainen-1')).to.equal(true);
    expect(await hasher.verify(stored, 'Salainen-2')).to.equal(false);
  });

  it('given a malformed stored hash, then false instead of an exception', async () => {
    expect(await hasher.verify('not-a-hash', 'Salainen-1')).to.equal(false);
    expect(await hasher.verify('', 'Salainen-1')).to.equal(false);
  });

  it('given no stored hash (unknown user), then verifyNothing resolves and costs about what a verification costs', async () => {
    const hash = await hasher.hash('Salainen-1');
    await hasher.verifyNothing('warm-up');

    const timed = async (work: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      for (let i = 0; i < 3; i += 1) await work();
      return Number(process.hrtime.bigint() - started);
    };
    const verifying = await timed(() => hasher.verify(hash, 'Wrong-1'));
    const decoy = await timed(() => hasher.verifyNothing('Wrong-1'));

    // Generous bounds: the point is "a real argon2 verification", not a benchmark.
    expect(decoy).to.be.above(verifying / 5);
    expect(decoy).to.be.below(verifying * 5);
  });
});
