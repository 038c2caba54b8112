import { expect } from 'chai';
import type { User } from '../../../application/ports/user.repository';
import {
  accountsFixture,
  aPlayer,
  DEFAULT_PASSWORD,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

const NEW_PASSWORD = 'Uusi-salasana2';

describe('Application | Accounts | Change password', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  /** Signs the player in on this device and answers who and which session asks for the change. */
  async function signedIn(username: string): Promise<{ user: User; sessionId: string; token: string }> {
    const { token } = await accounts.signIn(username);
    const principal = await accounts.authenticate.execute(token);
    return { ...principal!, token };
  }

  it('given the right current password, then the new one works for sign-in and the old one no longer does', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const { user, sessionId } = await signedIn('Pelaaja');

    rightOf(
      await accounts.changePassword.execute(user, sessionId, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    );

    await accounts.signIn('Pelaaja', NEW_PASSWORD);
    expect(
      leftOf(await accounts.login.execute({ username: 'Pelaaja', password: DEFAULT_PASSWORD, ip: '::1' }))
        .code,
    ).to.equal('INVALID_CREDENTIALS');
  });

  it('given other sessions, when the password changes, then they end and this one goes on', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const elsewhere = await accounts.signIn('Pelaaja');
    const here = await signedIn('Pelaaja');

    rightOf(
      await accounts.changePassword.execute(here.user, here.sessionId, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    );

    expect(await accounts.authenticate.execute(elsewhere.token)).to.equal(null);
    expect(leftOf(await accounts.refresh.execute(elsewhere.refreshToken)).code).to.equal('SESSION_EXPIRED');
    expect(await accounts.authenticate.execute(here.token)).to.not.equal(null);
  });

  it("given another player's sessions, then a password change leaves them alone", async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    await accounts.given(aPlayer().named('Toinen'));
    const other = await accounts.signIn('Toinen');
    const here = await signedIn('Pelaaja');

    rightOf(
      await accounts.changePassword.execute(here.user, here.sessionId, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
    );

    expect(await accounts.authenticate.execute(other.token)).to.not.equal(null);
  });

  it('given a wrong current password, then PASSWORD_INCORRECT and nothing changes', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const elsewhere = await accounts.signIn('Pelaaja');
    const { user, sessionId } = await signedIn('Pelaaja');

    const error = leftOf(
      await accounts.changePassword.execute(user, sessionId, {
        currentPassword: 'Arvattu-salasana1',
        newPassword: NEW_PASSWORD,
      }),
    );

    expect(error.code).to.equal('PASSWORD_INCORRECT');
    await accounts.signIn('Pelaaja', DEFAULT_PASSWORD);
    expect(await accounts.authenticate.execute(elsewhere.token)).to.not.equal(null);
  });

  it('given no current password, then PASSWORD_REQUIRED on currentPassword', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const { user, sessionId } = await signedIn('Pelaaja');

    for (const currentPassword of [undefined, '']) {
      const error = leftOf(
        await accounts.changePassword.execute(user, sessionId, {
          currentPassword,
          newPassword: NEW_PASSWORD,
        }),
      );
      expect(error.code).to.equal('PASSWORD_REQUIRED');
      expect(error.details).to.deep.equal({ field: 'currentPassword' });
    }
  });

  it('given the current password as the new one, then PASSWORD_SAME_AS_CURRENT', async () => {
    await accounts.given(aPlayer().named('Pelaaja'));
    const { user, sessionId } = await signedIn('Pelaaja');

    const error = leftOf(
      await accounts.changePassword.execute(user, sessionId, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
      }),
    );

    expect(error.code).to.equal('PASSWORD_SAME_AS_CURRENT');
    expect(error.details).to.deep.equal({ field: 'newPassword' });
  });

  for (const [newPassword, code] of [
    ['', 'PASSWORD_REQUIRED'],
    ['Ab1!', 'PASSWORD_TOO_SHORT'],
    ['uusi-salasana2', 'PASSWORD_NO_UPPERCASE'],
    ['Uusi-Password2', 'PASSWORD_CONTAINS_PASSWORD'],
  ] as const) {
    it(`given the new password ${JSON.stringify(newPassword)}, then ${code} on newPassword and nothing changes`, async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      const { user, sessionId } = await signedIn('Pelaaja');

      const error = leftOf(
        await accounts.changePassword.execute(user, sessionId, {
          currentPassword: DEFAULT_PASSWORD,
          newPassword,
        }),
      );

      expect(error.code).to.equal(code);
      expect(error.details).to.deep.equal({ field: 'newPassword' });
      await accounts.signIn('Pelaaja', DEFAULT_PASSWORD);
    });
  }

  describe('forced change after an administrator’s reset', () => {
    it('given forcePasswordReset, then no current password is asked for and the flag clears', async () => {
      await accounts.given(aPlayer().named('Pelaaja').mustChangePassword());
      const { user, sessionId } = await signedIn('Pelaaja');

      rightOf(await accounts.changePassword.execute(user, sessionId, { newPassword: NEW_PASSWORD }));

      expect((await accounts.reload(user)).forcePasswordReset).to.equal(false);
      expect((await accounts.signIn('Pelaaja', NEW_PASSWORD)).user.forcePasswordReset).to.equal(false);
    });

    it('given forcePasswordReset and a wrong current password sent anyway, then it is ignored', async () => {
      await accounts.given(aPlayer().named('Pelaaja').mustChangePassword());
      const { user, sessionId } = await signedIn('Pelaaja');

      rightOf(
        await accounts.changePassword.execute(user, sessionId, {
          currentPassword: 'Ihan-väärin1',
          newPassword: NEW_PASSWORD,
        }),
      );
    });

    it('given forcePasswordReset, then the new password must still pass the rules', async () => {
      await accounts.given(aPlayer().named('Pelaaja').mustChangePassword());
      const { user, sessionId } = await signedIn('Pelaaja');

      expect(
        leftOf(await accounts.changePassword.execute(user, sessionId, { newPassword: 'heikko' })).code,
      ).to.equal('PASSWORD_TOO_SHORT');
    });
  });
});
