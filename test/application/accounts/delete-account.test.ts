import { expect } from 'chai';
import { DELETED_DATA_KEYS } from '../../../contracts/auth.codec';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

describe('Application | Accounts | Delete account', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  it('given a player, then the answer holds deletedData with every key of the spec, counting the user', async () => {
    const player = await accounts.given(aPlayer().named('Pelaaja'));

    const answer = rightOf(await accounts.deleteAccount.execute(player.id));

    expect(answer.message).to.be.a('string').and.not.equal('');
    // Spec 3, "Deleted data summary": the keys the browser's result summary shows (pinned in spec-constants).
    expect(answer.deletedData).to.have.all.keys([...DELETED_DATA_KEYS]);
    expect(answer.deletedData.user).to.equal(1);
    for (const key of DELETED_DATA_KEYS) expect(answer.deletedData[key], key).to.be.a('number');
  });

  it('given a player with sessions and an address, then they are gone: no sign-in, no session, the name and address free', async () => {
    const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test'));
    const session = await accounts.signIn('Pelaaja');

    await accounts.deleteAccount.execute(player.id);

    expect(await accounts.users.findById(player.id)).to.equal(null);
    expect(
      leftOf(await accounts.login.execute({ username: 'Pelaaja', password: 'Salainen-1', ip: '::1' })).code,
    ).to.equal('INVALID_CREDENTIALS');
    expect(await accounts.authenticate.execute(session.token)).to.equal(null);
    expect(accounts.sessions.familiesOf(player.id)).to.deep.equal([]);
    const again = await accounts.register.execute({
      username: 'pelaaja',
      password: 'Salainen-1',
      email: 'P@example.test',
    });
    expect(again._tag).to.equal('Right');
  });

  it('given two players, then deleting one leaves the other untouched', async () => {
    const gone = await accounts.given(aPlayer().named('Lähtijä'));
    const stays = await accounts.given(aPlayer().named('Jääjä'));
    const staysSession = await accounts.signIn('Jääjä');

    await accounts.deleteAccount.execute(gone.id);

    expect(await accounts.reload(stays)).to.deep.equal(stays);
    expect(await accounts.authenticate.execute(staysSession.token)).to.not.equal(null);
  });

  it('given the only admin, then their account stays, with LAST_ADMIN; beside another admin, then it goes', async () => {
    const admin = await accounts.given(aPlayer().named('Ylläpitäjä').withRoles('admin'));

    expect(leftOf(await accounts.deleteAccount.execute(admin.id)).code).to.equal('LAST_ADMIN');
    expect(await accounts.reload(admin)).to.deep.equal(admin);

    await accounts.given(aPlayer().named('Toinen').withRoles('admin'));
    expect(rightOf(await accounts.deleteAccount.execute(admin.id)).deletedData.user).to.equal(1);
  });
});
