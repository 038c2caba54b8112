import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { accountsFixture, aPlayer } from '../../support/fakes/accounts-fixture';

describe('Application | Accounts | When the mail server fails', () => {
  it('given registration with an address, then the account is still created and the failure is logged', async () => {
    const accounts = accountsFixture({ mailFails: true });

    const result = await accounts.register.execute({
      username: 'Postiton',
      password: 'Salainen-1',
      email: 'p@example.test',
    });

    expect(E.isRight(result)).to.equal(true);
    expect(await accounts.users.findByUsername('Postiton')).to.not.equal(null);
    expect(accounts.logger.entries.map((entry) => entry.message)).to.include(
      'could not send an account mail',
    );
  });

  it('given a forgotten password, then the answer is the usual one', async () => {
    const accounts = accountsFixture({ mailFails: true });
    await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test'));

    const result = await accounts.passwordReset.forgot('Pelaaja');

    expect(E.isRight(result)).to.equal(true);
  });
});
