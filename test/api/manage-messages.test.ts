import { expect } from 'chai';
import { pino } from 'pino';
import { MESSAGE_MAX_LENGTH } from '../../domain/constants/messages.constants';
import { startServer, type RunningServer } from '../../config/server';
import { apiCaller } from '../support/api-client';
import { CLOCK_START, expectError, useGameServer } from '../support/game-api';
import { auditOf, staffMember, type Staff } from '../support/manage-api';
import { pendingWithoutInfrastructure } from '../support/infrastructure';

// Messages of the day (admin spec 7 "Messages", DESIGN 11) as the control panel and the players' menu call them.

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.parse(CLOCK_START) + hours * HOUR_MS).toISOString();

describe('API | Control panel | Messages of the day', function () {
  this.timeout(60_000);
  const game = useGameServer();
  let admin: Staff;
  let manager: Staff;

  before(async () => {
    admin = await staffMember(game, ['admin']);
    manager = await staffMember(game, ['gameManager']);
  });

  /** Switches every message off, so that each test starts with nothing showing. */
  beforeEach(async () => {
    for (const message of (await admin.get('/manage/messages')).body.messages) {
      if (message.active) await admin.put(`/manage/messages/${message._id}`, { ...message, active: false });
    }
  });

  const shown = async () => (await game.api.get('/message')).body.message as string | null;

  it('given an admin or a game manager, then each creates, lists, edits and deletes, each change audited', async () => {
    for (const editor of [admin, manager]) {
      const created = await editor.post('/manage/messages', { message: '  Hyvää juhannusta!  ' });
      expect(created.status, JSON.stringify(created.body)).to.equal(201);
      const item = created.body.item;
      expect(item).to.deep.include({
        message: 'Hyvää juhannusta!',
        startsAt: null,
        endsAt: null,
        active: true,
        createdBy: editor.username,
        showingNow: true,
      });

      const listed = await editor.get('/manage/messages');
      expect(listed.status).to.equal(200);
      expect(listed.body.messages[0]).to.deep.equal(item);

      const edited = await editor.put(`/manage/messages/${item._id}`, {
        message: 'Juhannus peruttu',
        endsAt: inHours(2),
      });
      expect(edited.status, JSON.stringify(edited.body)).to.equal(200);
      expect(edited.body.item).to.deep.include({
        message: 'Juhannus peruttu',
        endsAt: inHours(2),
        active: true,
      });

      expect((await editor.delete(`/manage/messages/${item._id}`)).status).to.equal(200);
      expectError(await editor.delete(`/manage/messages/${item._id}`), 404, 'MESSAGE_NOT_FOUND');
      const audit = await auditOf(game, item._id);
      expect(audit.map((record) => record.action)).to.deep.equal([
        'message.create',
        'message.update',
        'message.delete',
      ]);
      expect(audit[1]).to.deep.include({ actor_name: editor.username });
      expect(audit[1]!.before).to.deep.include({ message: 'Hyvää juhannusta!', endsAt: null });
      expect(audit[1]!.after).to.deep.include({ message: 'Juhannus peruttu', endsAt: inHours(2) });
    }
  });

  it('given a player or no token, then 403 and 401, and GET /message stays open to anyone', async () => {
    const player = await game.registered();
    expectError(await player.get('/manage/messages'), 403, 'FORBIDDEN');
    expectError(await game.api.post('/manage/messages', { message: 'x' }), 401, 'UNAUTHORIZED');
    expect((await game.guest().get('/message')).status).to.equal(200);
  });

  it('given bad input, then 400 with a code naming the rule, and nothing is stored', async () => {
    const before = (await admin.get('/manage/messages')).body.messages.length;
    const cases: [unknown, string][] = [
      [{ message: '   ' }, 'MESSAGE_REQUIRED'],
      [{ message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }, 'MESSAGE_TOO_LONG'],
      [{ message: 'Lue <b>tämä</b>' }, 'MESSAGE_NOT_PLAIN_TEXT'],
      [{ message: 'Hei', startsAt: 'huomenna' }, 'MESSAGE_TIME_INVALID'],
      [{ message: 'Hei', endsAt: '2026-02-30T10:00:00Z' }, 'MESSAGE_TIME_INVALID'],
      [{ message: 'Hei', startsAt: '2026-06-20T10:00' }, 'MESSAGE_TIME_INVALID'],
      [{ message: 'Hei', startsAt: inHours(2), endsAt: inHours(1) }, 'MESSAGE_WINDOW_INVALID'],
      [{ message: 'Hei', startsAt: inHours(1), endsAt: inHours(1) }, 'MESSAGE_WINDOW_INVALID'],
      [{ message: 42 }, 'VALIDATION_ERROR'],
      [{ message: 'Hei', active: 'yes' }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) expectError(await admin.post('/manage/messages', body), 400, code);
    expect((await admin.get('/manage/messages')).body.messages).to.have.length(before);
    // Counted as people count characters: 280 emoji are 280 characters.
    const emoji = await admin.post('/manage/messages', { message: '🎉'.repeat(MESSAGE_MAX_LENGTH) });
    expect(emoji.status, JSON.stringify(emoji.body)).to.equal(201);
    expect((await admin.post('/manage/messages', { message: 'Sanat <3 ja a < b' })).status).to.equal(201);

    const id = emoji.body.item._id;
    expectError(await admin.put(`/manage/messages/${id}`, { message: '' }), 400, 'MESSAGE_REQUIRED');
    // A PUT keeps the start it leaves out: an end before it is refused.
    await admin.put(`/manage/messages/${id}`, { message: 'Hei', startsAt: inHours(5) });
    expectError(
      await admin.put(`/manage/messages/${id}`, { message: 'Hei', endsAt: inHours(4) }),
      400,
      'MESSAGE_WINDOW_INVALID',
    );
    expectError(
      await admin.put('/manage/messages/00000000-0000-4000-8000-000000000000', { message: 'Hei' }),
      404,
      'MESSAGE_NOT_FOUND',
    );
    expectError(await admin.put('/manage/messages/not-an-id', { message: 'Hei' }), 404, 'MESSAGE_NOT_FOUND');
  });

  it('GET /message answers the newest active message whose window covers now, else null', async () => {
    expect(await shown()).to.equal(null);
    await admin.post('/manage/messages', { message: 'Vanha' });
    expect(await shown()).to.equal('Vanha');
    await admin.post('/manage/messages', { message: 'Uusi' });
    expect(await shown()).to.equal('Uusi');
    // Newer but not showing: switched off, not started yet, already over.
    await admin.post('/manage/messages', { message: 'Pois', active: false });
    await admin.post('/manage/messages', { message: 'Myöhemmin', startsAt: inHours(1) });
    await admin.post('/manage/messages', { message: 'Ohi', startsAt: inHours(-2), endsAt: inHours(-1) });
    expect(await shown()).to.equal('Uusi');
    // The window's start is inclusive and its end exclusive.
    await admin.post('/manage/messages', { message: 'Juuri nyt', startsAt: CLOCK_START, endsAt: inHours(1) });
    expect(await shown()).to.equal('Juuri nyt');
    await admin.post('/manage/messages', {
      message: 'Päättyi juuri',
      startsAt: inHours(-1),
      endsAt: CLOCK_START,
    });
    expect(await shown()).to.equal('Juuri nyt');

    const listed = (await admin.get('/manage/messages')).body.messages as {
      message: string;
      showingNow: boolean;
    }[];
    expect(listed.filter((message) => message.showingNow).map((message) => message.message)).to.deep.equal([
      'Juuri nyt',
    ]);
  });

  it('given GET /message cached, then every change shows at once: create, edit, switch off, delete', async () => {
    const created = (await admin.post('/manage/messages', { message: 'Ensimmäinen' })).body.item;
    expect(await shown()).to.equal('Ensimmäinen');
    expect(await shown()).to.equal('Ensimmäinen');
    await manager.put(`/manage/messages/${created._id}`, { message: 'Korjattu' });
    expect(await shown()).to.equal('Korjattu');
    await manager.put(`/manage/messages/${created._id}`, { message: 'Korjattu', active: false });
    expect(await shown()).to.equal(null);
    await manager.put(`/manage/messages/${created._id}`, { message: 'Korjattu', active: true });
    expect(await shown()).to.equal('Korjattu');
    await manager.delete(`/manage/messages/${created._id}`);
    expect(await shown()).to.equal(null);
  });

  it('given two processes sharing Redis, then a change made through one shows at once through the other', async function () {
    // Shared only through Redis: without one (outside CI) this is missing infrastructure.
    if (!game.server.config.redisUrl) pendingWithoutInfrastructure(this, 'Redis server');
    let other: RunningServer | undefined;
    try {
      other = await startServer(game.server.config, {
        clock: game.clock,
        logger: pino({ level: 'silent' }),
        seedSampleGames: false,
        rolloverIntervalMs: false,
        mailDelivery: false,
        distDir: game.server.config.dataDir,
      });
      const otherApi = apiCaller(other.url);
      const created = (await admin.post('/manage/messages', { message: 'Kahdelle' })).body.item;
      expect((await otherApi.get('/message')).body.message).to.equal('Kahdelle');
      await admin.put(`/manage/messages/${created._id}`, { message: 'Kahdelle, korjattu' });
      expect((await otherApi.get('/message')).body.message).to.equal('Kahdelle, korjattu');
    } finally {
      await other?.close();
    }
  });
});
