import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { EMAIL_RECIPIENTS_MAX, EMAIL_SUBJECT_MAX_LENGTH } from '../../domain/constants/email.constants';
import { apiCaller } from '../support/api-client';
import { FakeClock } from '../support/fake-clock';
import {
  CLOCK_START,
  expectError,
  guestPlayer,
  puzzleOf,
  registeredPlayer,
  type GameServer,
} from '../support/game-api';
import { auditOf, databaseOf, staffMember, type Staff } from '../support/manage-api';
import { outboxMails } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

// E-mail to players (admin spec 7 "E-mail", DESIGN 11): a send answers 202 with a job at once; the job's
// mails go out in the background (a high rate here, so that the test does not wait), one per player with
// a verified address, each with a text part and the footer saying why it came.

const FOOTER_FI = 'Saat tämän viestin, koska sinulla on tili palvelussa Sanaryhmät';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The game server of the API tests with a mail rate that lets a test's jobs finish at once. */
function useMailServer(): GameServer {
  const clock = new FakeClock(CLOCK_START);
  let server: TestServer | undefined;
  let counter = 0;
  before(async () => {
    server = await startTestServer({ clock, env: { INSTANCES: 'fi', MAIL_RATE_PER_MINUTE: '60000' } });
  });
  after(async () => {
    await server?.dispose();
  });
  const started = () => {
    if (!server) throw new Error('the server has not started');
    return server;
  };
  const api = () => apiCaller(started().url);
  const registered = () => registeredPlayer(api(), `posti${++counter}_${randomBytes(3).toString('hex')}`);
  return {
    get server() {
      return started();
    },
    get api() {
      return api();
    },
    clock,
    puzzle: (date) => puzzleOf(started(), date ?? CLOCK_START.slice(0, 10)),
    registered,
    guest: () => guestPlayer(api()),
    player: async (kind) => (kind === 'guest' ? guestPlayer(api()) : registered()),
  };
}

describe('API | Control panel | E-mail to players', function () {
  this.timeout(60_000);
  const game = useMailServer();
  let admin: Staff;

  before(async () => {
    admin = await staffMember(game, ['admin']);
  });

  const knex = () => databaseOf(game).knex;

  /** A player whose address is verified (or not), as the verification link leaves it. */
  const playerWithAddress = async (verified = true) => {
    const player = await game.registered();
    const email = `${player.userId.slice(0, 8)}@example.test`;
    await knex()('users').where({ id: player.userId }).update({ email, email_verified: verified });
    return { userId: player.userId, email };
  };

  const finished = async (jobId: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await admin.get(`/manage/email/jobs/${jobId}`);
      expect(answer.status, JSON.stringify(answer.body)).to.equal(200);
      if (answer.body.job.state !== 'running') return answer.body;
      if (Date.now() > deadline) throw new Error(`job still running: ${JSON.stringify(answer.body.job)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const mailsTo = async (address: string) =>
    (await outboxMails(game.server.config.dataDir, 'fi')).filter((mail) => mail.to.includes(address));

  it('given listed users, then 202 at once, and each with a verified address gets one mail with a text part, the HTML and the footer', async () => {
    const [first, second] = [await playerWithAddress(), await playerWithAddress()];
    const unverified = await playerWithAddress(false);
    const noAddress = await game.registered();
    const sent = await admin.post('/manage/email/users', {
      userIds: [first.userId, second.userId, unverified.userId, noAddress.userId, UNKNOWN_ID, first.userId],
      subject: '  Uusi\nkausi  alkaa ',
      message: 'Hei!\n\nUusi kausi alkaa maanantaina.',
      htmlMessage:
        '<p>Hei!</p><p>Uusi kausi alkaa <strong>maanantaina</strong>.</p><script>alert(1)</script>',
      replyTo: 'toimitus@example.test',
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(202);
    expect(sent.body).to.deep.include({ recipients: 2, skipped: 3 });
    expect(sent.body.job).to.deep.include({
      subject: 'Uusi kausi alkaa',
      total: 2,
      startedBy: admin.username,
      finishedAt: null,
      error: null,
    });

    const done = await finished(sent.body.job.jobId);
    expect(done.job).to.deep.include({ state: 'complete', sent: 2, failed: 0, total: 2 });
    expect(done.recipients.map((r: { outcome: string }) => r.outcome)).to.deep.equal(['sent', 'sent']);
    for (const player of [first, second]) {
      const mails = await mailsTo(player.email);
      expect(mails, player.email).to.have.length(1);
      const [mail] = mails;
      expect(mail!.subject).to.equal('Uusi kausi alkaa');
      expect(mail!.replyTo).to.deep.equal(['toimitus@example.test']);
      expect(mail!.text).to.contain('Uusi kausi alkaa maanantaina.').and.contain(FOOTER_FI);
      expect(mail!.html).to.contain('<strong>maanantaina</strong>').and.contain(FOOTER_FI);
      expect(mail!.html).to.not.contain('script');
    }
    for (const other of [unverified.email]) expect(await mailsTo(other)).to.have.length(0);
    const audit = await auditOf(game, sent.body.job.jobId);
    expect(audit[0]).to.deep.include({ action: 'email.send.users', actor_name: admin.username });
    expect(audit[0]!.after).to.deep.include({ recipients: 2, listed: 5 });
  });

  it('given "all", then every player with a verified address, and no one else, gets it; the text part may come from the HTML', async () => {
    await playerWithAddress();
    await playerWithAddress(false);
    const verified = await knex()('users')
      .where({ email_verified: true })
      .whereNotNull('email')
      .pluck('email');
    const sent = await admin.post('/manage/email/all', {
      subject: 'Kaikille',
      message: '',
      htmlMessage: '<h2>Tervehdys</h2><p>Kiitos, että pelaat!</p>',
    });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(202);
    expect(sent.body).to.deep.include({ recipients: verified.length, skipped: 0 });
    const done = await finished(sent.body.job.jobId);
    expect(done.job).to.deep.include({ state: 'complete', sent: verified.length, failed: 0 });

    const mails = (await outboxMails(game.server.config.dataDir, 'fi')).filter(
      (m) => m.subject === 'Kaikille',
    );
    expect(mails.flatMap((mail) => mail.to).sort()).to.deep.equal([...verified].sort());
    expect(mails[0]!.text)
      .to.match(/^Tervehdys\n+Kiitos, että pelaat!/)
      .and.contain(FOOTER_FI);
  });

  it('lists jobs newest first, and follows one with its recipients, filtered and paged', async () => {
    const player = await playerWithAddress();
    const sent = await admin.post('/manage/email/users', {
      userIds: [player.userId],
      subject: 'Seurattava',
      message: 'Viesti',
    });
    await finished(sent.body.job.jobId);
    const jobs = await admin.get('/manage/email/jobs');
    expect(jobs.status).to.equal(200);
    expect(jobs.body.jobs[0]).to.deep.include({
      jobId: sent.body.job.jobId,
      state: 'complete',
      queued: false,
    });
    const sentOnly = await admin.get(`/manage/email/jobs/${sent.body.job.jobId}?outcome=sent&page=1`);
    expect(sentOnly.body).to.deep.include({ page: 1, pages: 1, matching: 1 });
    expect(sentOnly.body.recipients[0]).to.deep.include({
      userId: player.userId,
      outcome: 'sent',
      error: null,
    });
    expect(sentOnly.body.recipients[0].sentAt).to.be.a('string');
    const failedOnly = await admin.get(`/manage/email/jobs/${sent.body.job.jobId}?outcome=failed`);
    expect(failedOnly.body).to.deep.include({ recipients: [], matching: 0 });

    expectError(await admin.get(`/manage/email/jobs/${UNKNOWN_ID}`), 404, 'EMAIL_JOB_NOT_FOUND');
    expectError(await admin.get('/manage/email/jobs/not-an-id'), 404, 'EMAIL_JOB_NOT_FOUND');
    expectError(await admin.get(`/manage/email/jobs/${UNKNOWN_ID}?outcome=lost`), 400, 'VALIDATION_ERROR');
  });

  it('given two sends at once, then the second job goes out only after the first has finished', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => playerWithAddress()));
    const ids = players.map((player) => player.userId);
    const [one, two] = await Promise.all([
      admin.post('/manage/email/users', { userIds: ids, subject: 'Ensimmäinen', message: 'Yksi' }),
      admin.post('/manage/email/users', { userIds: ids, subject: 'Toinen', message: 'Kaksi' }),
    ]);
    expect([one.status, two.status]).to.deep.equal([202, 202]);
    const [first, second] = [await finished(one.body.job.jobId), await finished(two.body.job.jobId)].sort(
      (a, b) => Date.parse(a.job.startedAt) - Date.parse(b.job.startedAt),
    );
    expect(Date.parse(second.job.startedAt)).to.be.at.least(Date.parse(first.job.finishedAt));
    for (const player of players) expect(await mailsTo(player.email)).to.have.length(2);
  });

  it('given bad input, then 400 with a code naming the rule, and no job is made', async () => {
    const player = await playerWithAddress();
    const unverified = await playerWithAddress(false);
    const before = (await knex()('email_jobs').count({ n: '*' }).first())!.n;
    const mail = { userIds: [player.userId], subject: 'Aihe', message: 'Viesti' };
    const cases: [string, unknown, string][] = [
      ['/users', { ...mail, subject: ' \n ' }, 'EMAIL_SUBJECT_REQUIRED'],
      ['/users', { ...mail, subject: 'x'.repeat(EMAIL_SUBJECT_MAX_LENGTH + 1) }, 'EMAIL_SUBJECT_TOO_LONG'],
      ['/users', { ...mail, message: '   ' }, 'EMAIL_MESSAGE_REQUIRED'],
      ['/users', { ...mail, message: '', htmlMessage: '<script>x</script>' }, 'EMAIL_MESSAGE_REQUIRED'],
      ['/users', { ...mail, message: 'x'.repeat(10_001) }, 'EMAIL_MESSAGE_TOO_LONG'],
      ['/users', { ...mail, replyTo: 'ei osoite' }, 'EMAIL_REPLY_TO_INVALID'],
      ['/users', { ...mail, userIds: [] }, 'EMAIL_RECIPIENTS_REQUIRED'],
      [
        '/users',
        { ...mail, userIds: Array(EMAIL_RECIPIENTS_MAX + 1).fill(UNKNOWN_ID) },
        'EMAIL_RECIPIENTS_TOO_MANY',
      ],
      // The most a send may list still fits the request (here nobody of them can be reached).
      ['/users', { ...mail, userIds: Array(EMAIL_RECIPIENTS_MAX).fill(UNKNOWN_ID) }, 'EMAIL_NO_RECIPIENTS'],
      ['/users', { ...mail, userIds: ['1; drop table users'] }, 'EMAIL_RECIPIENT_INVALID'],
      ['/users', { ...mail, userIds: [unverified.userId, UNKNOWN_ID] }, 'EMAIL_NO_RECIPIENTS'],
      ['/users', { ...mail, userIds: player.userId }, 'VALIDATION_ERROR'],
      ['/users', { subject: 'Aihe', message: 'Viesti' }, 'VALIDATION_ERROR'],
      ['/all', { subject: 'Aihe' }, 'VALIDATION_ERROR'],
      ['/all', { subject: 'Aihe', message: 'Viesti', replyTo: 42 }, 'VALIDATION_ERROR'],
    ];
    for (const [path, body, code] of cases) {
      expectError(await admin.post(`/manage/email${path}`, body), 400, code);
    }
    expect((await knex()('email_jobs').count({ n: '*' }).first())!.n).to.equal(before);
  });

  it('given a game manager, a player or no token, then 403, 403 and 401 on every e-mail path', async () => {
    const manager = await staffMember(game, ['gameManager']);
    const player = await staffMember(game, []);
    const body = { userIds: [UNKNOWN_ID], subject: 'Aihe', message: 'Viesti' };
    const calls: [string, string][] = [
      ['POST', '/manage/email/users'],
      ['POST', '/manage/email/all'],
      ['GET', '/manage/email/jobs'],
      ['GET', `/manage/email/jobs/${UNKNOWN_ID}`],
    ];
    for (const [method, path] of calls) {
      for (const caller of [manager, player]) {
        const answer = method === 'GET' ? await caller.get(path) : await caller.post(path, body);
        expectError(answer, 403, 'FORBIDDEN');
      }
      const anonymous = method === 'GET' ? await game.api.get(path) : await game.api.post(path, body);
      expectError(anonymous, 401, 'UNAUTHORIZED');
    }
  });
});
