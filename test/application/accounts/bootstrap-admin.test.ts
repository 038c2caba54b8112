import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { validatePassword } from '../../../domain/validation/password';
import { validateUsername } from '../../../domain/validation/username';
import { accountsFixture, aPlayer, type AccountsFixture } from '../../support/fakes/accounts-fixture';
import { rightOf } from '../../support/either';

describe('Application | Accounts | Bootstrap admin', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  const passwordLogs = () => accounts.logger.entries.filter((entry) => 'initialPassword' in entry.fields);

  it('given no admin, then an admin account that must change its password, its password logged once', async () => {
    await accounts.bootstrapAdmin.execute();

    const admin = await accounts.users.findByUsername('admin');
    expect(admin).to.include({ username: 'admin', forcePasswordReset: true, email: null });
    expect(admin?.roles).to.deep.equal(['admin']);
    expect(passwordLogs()).to.have.length(1);
    const [entry] = passwordLogs();
    expect(entry?.level).to.equal('warn');
    expect(entry?.fields.username).to.equal('admin');
  });

  it('given the logged password, then the same line says where to sign in and where the control panel is', async () => {
    accounts = accountsFixture({ instance: { slug: 'en', publicUrl: 'https://sanat.example/en' } });
    await accounts.bootstrapAdmin.execute();

    expect(passwordLogs()[0]?.fields).to.include({
      signInAt: 'https://sanat.example/en/',
      controlPanel: 'https://sanat.example/en/control-panel',
    });
  });

  it('given the logged password, then the admin signs in with it and is told to choose a new one', async () => {
    await accounts.bootstrapAdmin.execute();
    const password = passwordLogs()[0]?.fields.initialPassword as string;

    const session = await accounts.signIn('admin', password);

    expect(session.user.forcePasswordReset).to.equal(true);
    // Nobody reset anything: the form greets a first sign-in.
    expect(session.user.forcedPasswordReason).to.equal('firstSignIn');
    expect(session.user.roles).to.deep.equal(['admin']);
    expect(E.isRight(validatePassword(password))).to.equal(true);
  });

  it('given the admin changes the password, then the flag clears', async () => {
    await accounts.bootstrapAdmin.execute();
    const password = passwordLogs()[0]?.fields.initialPassword as string;
    const { token } = await accounts.signIn('admin', password);
    const principal = (await accounts.authenticate.execute(token))!;

    rightOf(
      await accounts.changePassword.execute(principal.user, principal.sessionId, {
        newPassword: 'Oma-salasana9',
      }),
    );

    const again = (await accounts.signIn('admin', 'Oma-salasana9')).user;
    expect(again.forcePasswordReset).to.equal(false);
    expect(again.forcedPasswordReason).to.equal(null);
  });

  it('given it runs on every start, then the admin is created once and the password is logged once', async () => {
    await accounts.bootstrapAdmin.execute();
    await accounts.bootstrapAdmin.execute();
    await accounts.bootstrapAdmin.execute();

    expect(accounts.users.count()).to.equal(1);
    expect(passwordLogs()).to.have.length(1);
  });

  it('given replicas starting together, then the unique name decides: one admin, one logged password', async () => {
    await Promise.all([accounts.bootstrapAdmin.execute(), accounts.bootstrapAdmin.execute()]);

    expect(accounts.users.count()).to.equal(1);
    expect((await accounts.users.findByUsername('admin'))?.roles).to.deep.equal(['admin']);
    expect(passwordLogs()).to.have.length(1);
  });

  it('given an admin under another name, then nothing is created', async () => {
    await accounts.given(aPlayer().named('Ylläpitäjä').withRoles('admin'));

    await accounts.bootstrapAdmin.execute();

    expect(accounts.users.count()).to.equal(1);
    expect(await accounts.users.findByUsername('admin')).to.equal(null);
    expect(passwordLogs()).to.deep.equal([]);
  });

  it("given a player already named 'Admin', then they keep their account and the admin gets a suffixed name", async () => {
    const player = await accounts.given(aPlayer().named('Admin'));

    await accounts.bootstrapAdmin.execute();

    expect(await accounts.reload(player)).to.deep.equal(player);
    await accounts.signIn('Admin');
    expect(passwordLogs()).to.have.length(1);
    const { username, initialPassword } = passwordLogs()[0]!.fields as {
      username: string;
      initialPassword: string;
    };
    expect(username).to.match(/^admin-[A-Za-z0-9]+$/);
    expect(E.isRight(validateUsername(username))).to.equal(true);
    const admin = await accounts.signIn(username, initialPassword);
    expect(admin.user.roles).to.deep.equal(['admin']);
    expect(admin.user.id).to.not.equal(player.id);
  });
});
