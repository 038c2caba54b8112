import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { DAY_MS } from '../../domain/constants/time.constants';
import { CLOCK_START, expectError, useGameServer, type RegisteredPlayer } from '../support/game-api';

// /referral/* of player-side spec 7 against the real server. The clock stands still, so ad-free ends are exact.

const WEEK_AHEAD = new Date(new Date(CLOCK_START).getTime() + 7 * DAY_MS).toISOString();

describe('API | Referrals', function () {
  this.timeout(60_000);
  const game = useGameServer();

  const usernameOf = async (player: RegisteredPlayer): Promise<string> =>
    (await player.get('/auth/profile')).body.username;
  const codeOf = async (player: RegisteredPlayer): Promise<string> => {
    const answer = await player.post('/referral/generate');
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    return answer.body.referralCode;
  };
  const newName = () => `tulokas_${randomBytes(4).toString('hex')}`;

  it('given a player, then POST /referral/generate answers their code, the same one every time', async () => {
    const player = await game.registered();

    const code = await codeOf(player);

    expect(code).to.match(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(await codeOf(player)).to.equal(code);
    expect((await player.get('/referral/stats')).body.referralCode).to.equal(code);
  });

  it("given another player's code, then POST /referral/apply names the referrer, whose profile is ad-free for 7 days", async () => {
    const referrer = await game.registered();
    const code = await codeOf(referrer);
    const newcomer = await game.registered();

    const answer = await newcomer.post('/referral/apply', { referralCode: code.toLowerCase() });

    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.equal({
      message: 'Referral code applied',
      referrer: await usernameOf(referrer),
    });
    expect((await referrer.get('/auth/profile')).body.adFreeUntil).to.equal(WEEK_AHEAD);
    const stats = (await referrer.get('/referral/stats')).body;
    expect(stats).to.deep.equal({
      referralCode: code,
      referralCount: 1,
      adFreeUntil: WEEK_AHEAD,
      referrals: [{ username: await usernameOf(newcomer), joinedAt: CLOCK_START }],
    });
  });

  it('given bad input, then 400 with a code: no body field, a code of the wrong shape, an empty code', async () => {
    const player = await game.registered();

    expectError(await player.post('/referral/apply', {}), 400, 'VALIDATION_ERROR');
    expectError(await player.post('/referral/apply', { referralCode: 42 }), 400, 'VALIDATION_ERROR');
    const wrongShape = await player.post('/referral/apply', { referralCode: 'ABC-123' });
    expectError(wrongShape, 400, 'REFERRAL_CODE_INVALID');
    expect(wrongShape.body.details).to.deep.equal({ field: 'referralCode' });
    expectError(await player.post('/referral/apply', { referralCode: '' }), 400, 'REFERRAL_CODE_INVALID');
  });

  it('given an unknown code, then 404 REFERRAL_CODE_NOT_FOUND', async () => {
    const player = await game.registered();

    expectError(
      await player.post('/referral/apply', { referralCode: 'ZZZZ9999' }),
      404,
      'REFERRAL_CODE_NOT_FOUND',
    );
  });

  it('given the player’s own code, then 400 REFERRAL_OWN_CODE and no ad-free time', async () => {
    const player = await game.registered();
    const code = await codeOf(player);

    expectError(await player.post('/referral/apply', { referralCode: code }), 400, 'REFERRAL_OWN_CODE');
    expect((await player.get('/auth/profile')).body.adFreeUntil).to.equal(null);
  });

  it('given a player already referred, then a second referral answers 409 REFERRAL_ALREADY_APPLIED', async () => {
    const [first, second, newcomer] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    const [firstCode, secondCode] = [await codeOf(first), await codeOf(second)];
    expect((await newcomer.post('/referral/apply', { referralCode: firstCode })).status).to.equal(200);

    const again = await newcomer.post('/referral/apply', { referralCode: secondCode });

    expectError(again, 409, 'REFERRAL_ALREADY_APPLIED');
    expect((await second.get('/referral/stats')).body).to.include({ referralCount: 0, adFreeUntil: null });
  });

  it('given parallel applies of one player, then one is stored and the others answer 409, never 500', async () => {
    const [first, second, newcomer] = [
      await game.registered(),
      await game.registered(),
      await game.registered(),
    ];
    const [firstCode, secondCode] = [await codeOf(first), await codeOf(second)];

    const answers = await Promise.all(
      [firstCode, secondCode, firstCode, secondCode].map((referralCode) =>
        newcomer.post('/referral/apply', { referralCode }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 409, 409, 409]);
    const counts = [(await first.get('/referral/stats')).body, (await second.get('/referral/stats')).body];
    expect(counts.map((stats) => stats.referralCount).sort()).to.deep.equal([0, 1]);
  });

  it('given a registration with a referral code, then the referrer is credited: 7 ad-free days in the profile', async () => {
    const referrer = await game.registered();
    const code = await codeOf(referrer);
    const username = newName();

    const login = await signUpWith(username, code);

    expect(login.user.username).to.equal(username);
    expect((await referrer.get('/auth/profile')).body.adFreeUntil).to.equal(WEEK_AHEAD);
    expect((await referrer.get('/referral/stats')).body.referrals).to.deep.equal([
      { username, joinedAt: CLOCK_START },
    ]);
  });

  it('given a registration with an unknown code, then the account is created all the same', async () => {
    const username = newName();

    const login = await signUpWith(username, 'EIOLEMASSA');

    expect(login.user.username).to.equal(username);
  });

  it('given referrers, then GET /referral/top lists them by referrals, most first, only those with one or more', async () => {
    const top = await game.registered();
    const code = await codeOf(top);
    for (let n = 0; n < 4; n += 1) await signUpWith(newName(), code);
    const nobody = await game.registered();
    await codeOf(nobody);

    const answer = await nobody.get('/referral/top');

    expect(answer.status).to.equal(200);
    const { referrers } = answer.body as { referrers: { userId: string; referralCount: number }[] };
    expect(referrers[0]).to.deep.equal({
      userId: top.userId,
      username: await usernameOf(top),
      referralCount: 4,
    });
    expect(referrers.length).to.be.within(1, 10);
    expect(referrers.every((entry) => entry.referralCount >= 1)).to.equal(true);
    expect(referrers.map((entry) => entry.userId)).to.not.include(nobody.userId);
    const counts = referrers.map((entry) => entry.referralCount);
    expect(counts).to.deep.equal([...counts].sort((a, b) => b - a));
  });

  it('given no token, then every referral path answers 401', async () => {
    for (const answer of [
      await game.api.post('/referral/generate', {}),
      await game.api.post('/referral/apply', { referralCode: 'ABCDEFGH' }),
      await game.api.get('/referral/stats'),
      await game.api.get('/referral/top'),
    ]) {
      expectError(answer, 401, 'UNAUTHORIZED');
    }
  });

  /** Registers with the code (no e-mail, so ready at once) and signs in. */
  async function signUpWith(username: string, referralCode: string) {
    const password = 'Salainen1!';
    const registered = await game.api.post('/auth/register', { username, password, referralCode });
    expect(registered.status, JSON.stringify(registered.body)).to.equal(201);
    const login = await game.api.post('/auth/login', { username, password });
    expect(login.status, JSON.stringify(login.body)).to.equal(200);
    return login.body as { user: { id: string; username: string } };
  }
});
