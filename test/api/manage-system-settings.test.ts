import { expect } from 'chai';
import { UpdateSystemSettings } from '../../application/settings/update-system-settings.use-case';
import { expectError, useGameServer, type GameServer } from '../support/game-api';
import { staffMember, type Staff } from '../support/manage-api';

// The settings tab's switches and donation link (admin spec 7 "System settings"), as the control panel
// calls them, and what the public /guest/system paths show right after.

const DEFAULTS = {
  registrationEnabled: true,
  showGuestPlayButton: true,
  showGuestPreviousDaysButton: true,
  dailyEnabled: true,
  adsEnabled: false,
  donationUrl: null,
};

/** Every path of the tab with a body the browser could send: the permission check must come first. */
const SYSTEM_PATHS: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', '/manage/system/settings'],
  ['PUT', '/manage/system/settings', { dailyEnabled: true }],
  ['POST', '/manage/system/ads/toggle', { enabled: false }],
  ['POST', '/manage/system/daily/toggle'],
  ['GET', '/manage/system/daily/status'],
  ['GET', '/manage/system/buttons/status'],
  ['PUT', '/manage/system/buttons/status', { showGuestPlayButton: true }],
  ['POST', '/manage/system/guest-play/toggle', { enabled: true }],
  ['POST', '/manage/system/guest-previous-days/toggle', { enabled: true }],
  ['PUT', '/manage/system/branding', { brandingText: 'x' }],
  ['POST', '/manage/system/branding/logo', {}],
  ['DELETE', '/manage/system/branding/logo'],
];

const call = (
  caller: Pick<Staff, 'get' | 'put' | 'post' | 'delete'>,
  method: string,
  path: string,
  body?: unknown,
) =>
  method === 'GET'
    ? caller.get(path)
    : method === 'PUT'
      ? caller.put(path, body)
      : method === 'POST'
        ? caller.post(path, body)
        : caller.delete(path);

/** The audit records the admin made, oldest first. */
async function auditBy(admin: Staff) {
  const answer = await admin.get(`/manage/audit?actor=${admin.username}`);
  expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
  return (answer.body.records as { action: string; before: unknown; after: unknown }[]).reverse();
}

const publicGlobal = async (game: GameServer) => (await game.api.get('/guest/system/global')).body;

describe('API | Control panel | System settings', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: Staff;

  beforeEach(async () => {
    admin = await staffMember(game, ['admin']);
  });

  // Every test starts from the defaults, saved the way the panel saves them.
  afterEach(async () => {
    const reset = await admin.put('/manage/system/settings', DEFAULTS);
    expect(reset.status, JSON.stringify(reset.body)).to.equal(200);
  });

  it('refuses every path to a guest (401), a player and a game manager (403), and changes nothing', async () => {
    const before = (await admin.get('/manage/system/settings')).body;
    const player = await staffMember(game, []);
    const manager = await staffMember(game, ['gameManager']);
    const anonymous = {
      get: (p: string) => game.api.get(p),
      put: (p: string, b?: unknown) => game.api.put(p, b),
      post: (p: string, b?: unknown) => game.api.post(p, b),
      delete: (p: string) => game.api.delete(p),
    };
    for (const [method, path, body] of SYSTEM_PATHS) {
      const label = `${method} ${path}`;
      const guest = await call(anonymous, method, path, body);
      expect({ label, status: guest.status, code: guest.body?.code }).to.deep.equal({
        label,
        status: 401,
        code: 'UNAUTHORIZED',
      });
      for (const caller of [player, manager]) {
        const refused = await call(caller, method, path, body);
        expect({ label, status: refused.status, code: refused.body?.code }).to.deep.equal({
          label,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
    expect((await admin.get('/manage/system/settings')).body).to.deep.equal(before);
  });

  it('answers every switch, the branding and the donation link to an admin', async () => {
    const answer = await admin.get('/manage/system/settings');
    expect(answer.status).to.equal(200);
    expect(answer.body).to.deep.equal({
      ...DEFAULTS,
      branding: { showLogo: false, logoUpdatedAt: null, brandingText: '', brandDisplay: 'both' },
    });
  });

  it('saves only the named fields, audits them once, and the public paths show them at once', async () => {
    await publicGlobal(game); // the public cache holds the defaults
    const answer = await admin.put('/manage/system/settings', {
      registrationEnabled: false,
      adsEnabled: true,
      donationUrl: '  https://example.org/tue  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
    expect(answer.body).to.deep.include({
      registrationEnabled: false,
      adsEnabled: true,
      dailyEnabled: true,
      donationUrl: 'https://example.org/tue',
    });

    expect(await publicGlobal(game)).to.deep.equal({
      ...DEFAULTS,
      registrationEnabled: false,
      adsEnabled: true,
      donationUrl: 'https://example.org/tue',
    });
    expect((await game.api.get('/guest/system/registration/status')).body).to.deep.equal({
      registrationEnabled: false,
    });
    const records = await auditBy(admin);
    expect(records.map(({ action, before, after }) => ({ action, before, after }))).to.deep.equal([
      {
        action: 'settings.update',
        before: { registrationEnabled: true, adsEnabled: false, donationUrl: null },
        after: { registrationEnabled: false, adsEnabled: true, donationUrl: 'https://example.org/tue' },
      },
    ]);
  });

  it('given the values already stored, then 200 and no audit record', async () => {
    const answer = await admin.put('/manage/system/settings', { dailyEnabled: true, donationUrl: '' });
    expect(answer.status).to.equal(200);
    expect(await auditBy(admin)).to.deep.equal([]);
  });

  it('stores no link for an empty string or null', async () => {
    await admin.put('/manage/system/settings', { donationUrl: 'https://example.org/' });
    expect((await admin.put('/manage/system/settings', { donationUrl: '' })).body.donationUrl).to.equal(null);
    await admin.put('/manage/system/settings', { donationUrl: 'http://example.org/' });
    expect((await admin.put('/manage/system/settings', { donationUrl: null })).body.donationUrl).to.equal(
      null,
    );
    expect((await publicGlobal(game)).donationUrl).to.equal(null);
  });

  it('refuses a bad link or a wrong-typed switch with 400 and a code, saving none of the request', async () => {
    const refusals: [unknown, string][] = [
      [{ dailyEnabled: false, donationUrl: 'javascript:alert(1)' }, 'INVALID_DONATION_URL'],
      [
        { dailyEnabled: false, donationUrl: `https://example.org/${'a'.repeat(481)}` },
        'INVALID_DONATION_URL',
      ],
      [{ dailyEnabled: false, donationUrl: 'ftp://example.org/' }, 'INVALID_DONATION_URL'],
      [{ dailyEnabled: false, donationUrl: 42 }, 'VALIDATION_ERROR'],
      [{ dailyEnabled: 'no' }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of refusals) {
      const answer = await admin.put('/manage/system/settings', body);
      expectError(answer, 400, code);
      expect(JSON.stringify(answer.body)).not.to.contain('javascript');
    }
    expect((await admin.get('/manage/system/settings')).body).to.deep.include(DEFAULTS);
    expect(await auditBy(admin)).to.deep.equal([]);
  });

  describe('toggles', () => {
    const TOGGLES: [path: string, field: keyof typeof DEFAULTS][] = [
      ['/manage/system/ads/toggle', 'adsEnabled'],
      ['/manage/system/daily/toggle', 'dailyEnabled'],
      ['/manage/system/guest-play/toggle', 'showGuestPlayButton'],
      ['/manage/system/guest-previous-days/toggle', 'showGuestPreviousDaysButton'],
    ];

    for (const [path, field] of TOGGLES) {
      it(`POST ${path} flips ${field} without a value, sets it with one, and audits each change`, async () => {
        const initial = DEFAULTS[field] as boolean;
        const flipped = await admin.post(path);
        expect(flipped.status, JSON.stringify(flipped.body)).to.equal(200);
        expect(flipped.body).to.deep.equal({ [field]: !initial });
        expect((await publicGlobal(game))[field]).to.equal(!initial);

        expect((await admin.post(path, { enabled: !initial })).body).to.deep.equal({ [field]: !initial });
        expect((await admin.post(path, {})).body).to.deep.equal({ [field]: initial });
        expect((await admin.post(path, { enabled: !initial })).body).to.deep.equal({ [field]: !initial });
        expect((await publicGlobal(game))[field]).to.equal(!initial);

        const records = await auditBy(admin);
        expect(records.map((r) => [r.action, r.before, r.after])).to.deep.equal([
          ['settings.toggle', { [field]: initial }, { [field]: !initial }],
          ['settings.toggle', { [field]: !initial }, { [field]: initial }],
          ['settings.toggle', { [field]: initial }, { [field]: !initial }],
        ]);
        expectError(await admin.post(path, { enabled: 'yes' }), 400, 'VALIDATION_ERROR');
      });
    }

    it('given many flips at once, then none is lost', async () => {
      const flips = await Promise.all(
        Array.from({ length: 8 }, () => admin.post('/manage/system/guest-play/toggle')),
      );
      expect(flips.map((answer) => answer.status)).to.deep.equal(Array(8).fill(200));
      expect((await admin.get('/manage/system/buttons/status')).body.showGuestPlayButton).to.equal(true);
      expect(await auditBy(admin)).to.have.length(8);

      // Straight to the use case as well: without HTTP in between, the flips overlap in the database.
      const settings = game.server.containers.get('fi')!.get(UpdateSystemSettings);
      const actor = { id: admin.userId, username: admin.username };
      await Promise.all(Array.from({ length: 25 }, () => settings.toggle('dailyEnabled', undefined, actor)));
      expect((await admin.get('/manage/system/daily/status')).body.dailyEnabled).to.equal(false);
      const all = await admin.get(`/manage/audit?actor=${admin.username}&action=settings.toggle`);
      expect(all.body.total).to.equal(8 + 25);
    });
  });

  it('answers the daily status, and the buttons, which PUT changes and the public path shows', async () => {
    await admin.post('/manage/system/daily/toggle', { enabled: false });
    expect((await admin.get('/manage/system/daily/status')).body).to.deep.equal({ dailyEnabled: false });

    const put = await admin.put('/manage/system/buttons/status', { showGuestPreviousDaysButton: false });
    expect(put.status).to.equal(200);
    const expected = { showGuestPlayButton: true, showGuestPreviousDaysButton: false, dailyEnabled: false };
    expect(put.body).to.deep.equal(expected);
    expect((await admin.get('/manage/system/buttons/status')).body).to.deep.equal(expected);
    expect((await game.api.get('/guest/system/buttons/status')).body).to.deep.equal(expected);
    expectError(
      await admin.put('/manage/system/buttons/status', { showGuestPlayButton: 1 }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
