import { expect } from 'chai';
import { decodeJwt } from 'jose';
import { LOGIN_FAILED_TEXT, LOGIN_THROTTLED_TEXT } from '../../../domain/errors/error-texts';
import {
  accountsFixture,
  aPlayer,
  DEFAULT_PASSWORD,
  type AccountsFixture,
} from '../../support/fakes/accounts-fixture';
import { leftOf, rightOf } from '../../support/either';

const IP = '198.51.100.20';

describe('Application | Accounts | Login', () => {
  let accounts: AccountsFixture;

  beforeEach(() => {
    accounts = accountsFixture();
  });

  const login = (username: string, password = DEFAULT_PASSWORD, ip = IP) =>
    accounts.login.execute({ username, password, ip });

  describe('signing in', () => {
    it('given a player, when they sign in by username in another case, then a token pair for them', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      const answer = rightOf(await login('pELAAJA'));

      expect(answer.user.id).to.equal(player.id);
      expect(answer.user.username).to.equal('Pelaaja');
      const claims = await accounts.signer.verify(answer.token, 'access');
      expect(claims?.sub).to.equal(player.id);
      expect(await accounts.signer.verify(answer.refreshToken, 'refresh')).to.not.equal(null);
    });

    it('given a player with a verified e-mail, when they sign in by the address in another case, then tokens', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withEmail('pelaaja@example.test'));

      const answer = rightOf(await login('PELAAJA@Example.test'));

      expect(answer.user.id).to.equal(player.id);
    });

    it('given surrounding spaces around the username, then they are ignored', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));

      rightOf(await login('  Pelaaja  '));
    });

    it('given a sign-in, then a new session starts with a 15-minute access token and a 30-day refresh token', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withRoles('gameManager'));

      const answer = rightOf(await login('Pelaaja'));

      const access = decodeJwt(answer.token);
      const refresh = decodeJwt(answer.refreshToken);
      expect(access).to.include({ sub: player.id, typ: 'access', aud: 'fi' });
      expect(access.roles).to.deep.equal(['gameManager']);
      expect(access.exp! - access.iat!).to.equal(15 * 60);
      expect(access.iat).to.equal(Math.floor(accounts.clock.now().getTime() / 1000));
      expect(refresh).to.include({ sub: player.id, typ: 'refresh', aud: 'fi', sid: access.sid });
      expect(refresh.exp! - refresh.iat!).to.equal(30 * 24 * 3600);
      expect(access.jti).to.be.a('string').and.not.equal(refresh.jti);
      expect(accounts.sessions.familiesOf(player.id)).to.deep.equal([{ id: access.sid, active: true }]);
    });

    it('given two sign-ins, then two separate sessions', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      const first = rightOf(await login('Pelaaja'));
      const second = rightOf(await login('Pelaaja'));

      expect(decodeJwt(first.token).sid).to.not.equal(decodeJwt(second.token).sid);
      expect(accounts.sessions.familiesOf(player.id)).to.have.length(2);
    });

    it('given a player who must change their password, then the answer says so', async () => {
      await accounts.given(aPlayer().named('Pelaaja').mustChangePassword());

      expect(rightOf(await login('Pelaaja')).user.forcePasswordReset).to.equal(true);
    });

    it('given a blank username, then USERNAME_REQUIRED before anything is looked up', async () => {
      expect(leftOf(await login('   ')).code).to.equal('USERNAME_REQUIRED');
      expect(accounts.hasher.verifications).to.equal(0);
      expect(accounts.hasher.verifiedNothing).to.deep.equal([]);
    });
  });

  describe('refusals tell nothing', () => {
    it('given a wrong password, then INVALID_CREDENTIALS with the Finnish text, and no session', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));

      const error = leftOf(await login('Pelaaja', 'Wrong-pass1'));

      expect(error).to.deep.equal({ code: 'INVALID_CREDENTIALS', message: LOGIN_FAILED_TEXT });
      expect(error.message).to.equal('Väärä käyttäjätunnus tai salasana');
      expect(accounts.sessions.familiesOf(player.id)).to.deep.equal([]);
    });

    it('given an unknown username, then the very same error as a wrong password, after a decoy verification', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));

      const wrongPassword = leftOf(await login('Pelaaja', 'Wrong-pass1'));
      const unknownUser = leftOf(await login('Tuntematon', 'Wrong-pass1'));
      const unknownAddress = leftOf(await login('nobody@example.test', 'Wrong-pass1'));

      expect(unknownUser).to.deep.equal(wrongPassword);
      expect(unknownAddress).to.deep.equal(wrongPassword);
      expect(accounts.hasher.verifiedNothing).to.deep.equal(['Wrong-pass1', 'Wrong-pass1']);
    });

    it('given a known username, then no decoy verification is spent', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));

      await login('Pelaaja', 'Wrong-pass1');

      expect(accounts.hasher.verifiedNothing).to.deep.equal([]);
      expect(accounts.hasher.verifications).to.equal(1);
    });

    it("given another player's e-mail, when signing in with it and the other's password, then refused", async () => {
      await accounts.given(
        aPlayer().named('Eka').withEmail('eka@example.test').withPassword('Ekan-salasana1'),
      );
      await accounts.given(aPlayer().named('Toka').withPassword('Tokan-salasana1'));

      expect(leftOf(await login('eka@example.test', 'Tokan-salasana1')).code).to.equal('INVALID_CREDENTIALS');
    });
  });

  describe('throttling', () => {
    async function failTimes(times: number, username = 'Pelaaja', ip = IP) {
      for (let i = 0; i < times; i += 1)
        expect(leftOf(await login(username, 'Wrong-pass1', ip)).code, `attempt ${i + 1}`).to.equal(
          'INVALID_CREDENTIALS',
        );
    }

    it('given 10 wrong passwords for one user from one address, then the 11th attempt is TOO_MANY_REQUESTS with a retry time', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      await failTimes(10);

      const error = leftOf(await login('Pelaaja', 'Wrong-pass1'));

      expect(error.code).to.equal('TOO_MANY_REQUESTS');
      expect(error.message).to.equal(LOGIN_THROTTLED_TEXT);
      expect(error.message).to.equal('Liian monta kirjautumisyritystä, yritä myöhemmin uudelleen');
      const retryAfter = error.details?.retryAfterSeconds as number;
      expect(retryAfter)
        .to.be.a('number')
        .within(1, 15 * 60);
    });

    it('given 20 wrong passwords sent at once, then only 10 are checked and the rest are TOO_MANY_REQUESTS', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));

      const results = await Promise.all(Array.from({ length: 20 }, () => login('Pelaaja', 'Wrong-pass1')));

      const codes = results.map((result) => leftOf(result).code);
      expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).to.have.length(10);
      expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).to.have.length(10);
    });

    it('given the limit reached, then even the right password is refused, without checking it', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      await failTimes(10);
      const verificationsBefore = accounts.hasher.verifications;

      expect(leftOf(await login('Pelaaja')).code).to.equal('TOO_MANY_REQUESTS');
      expect(accounts.hasher.verifications).to.equal(verificationsBefore);
    });

    it('given the limit reached with the username in one case, then another case of it is throttled too', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      await failTimes(10, 'pelaaja');

      expect(leftOf(await login('PELAAJA')).code).to.equal('TOO_MANY_REQUESTS');
    });

    it('given the limit reached through the username, then the e-mail is counted apart: a 429 must not link the two', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withEmail('p@example.test'));
      await failTimes(10);

      expect(leftOf(await login('p@example.test', 'Wrong-pass1')).code).to.equal('INVALID_CREDENTIALS');
    });

    it('given the limit reached from one address, then the same player from another address may still sign in', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      await failTimes(10);

      rightOf(await login('Pelaaja', DEFAULT_PASSWORD, '192.0.2.99'));
    });

    it('given the limit reached for an unknown username, then it is throttled like a known one', async () => {
      await failTimes(10, 'Tuntematon');

      expect(leftOf(await login('Tuntematon')).code).to.equal('TOO_MANY_REQUESTS');
    });

    it('given 9 failures and then a success, then the per-user count starts over', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      await failTimes(9);
      rightOf(await login('Pelaaja'));

      await failTimes(10);

      expect(leftOf(await login('Pelaaja', 'Wrong-pass1')).code).to.equal('TOO_MANY_REQUESTS');
    });

    it('given 100 failures from one address over many usernames, then the address is throttled for everyone', async () => {
      await accounts.given(aPlayer().named('Pelaaja'));
      for (let i = 0; i < 100; i += 1) await login(`arvaus${i}`, 'Wrong-pass1');

      expect(leftOf(await login('Pelaaja')).code).to.equal('TOO_MANY_REQUESTS');
      rightOf(await login('Pelaaja', DEFAULT_PASSWORD, '192.0.2.99'));
    });
  });

  describe('unverified e-mail', () => {
    it('given a signed-up player who later sets a new, unverified address, then they still sign in', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja'));
      await accounts.changeEmail.set(player, 'uusi@example.test');

      expect(rightOf(await login('Pelaaja')).user.email).to.equal('uusi@example.test');
    });

    it('given an unverified address and the right password, then verification_required naming the address, and no session', async () => {
      const player = await accounts.given(aPlayer().named('Pelaaja').withUnverifiedEmail('p@example.test'));

      const error = leftOf(await login('Pelaaja'));

      expect(error.code).to.equal('verification_required');
      expect(error.details).to.deep.equal({ email: 'p@example.test' });
      expect(accounts.sessions.familiesOf(player.id)).to.deep.equal([]);
    });

    it('given an unverified address and a wrong password, then only INVALID_CREDENTIALS: the state is not revealed', async () => {
      await accounts.given(aPlayer().named('Pelaaja').withUnverifiedEmail('p@example.test'));

      expect(leftOf(await login('Pelaaja', 'Wrong-pass1'))).to.deep.equal({
        code: 'INVALID_CREDENTIALS',
        message: LOGIN_FAILED_TEXT,
      });
      expect(leftOf(await login('p@example.test', 'Wrong-pass1')).code).to.equal('INVALID_CREDENTIALS');
    });
  });
});
