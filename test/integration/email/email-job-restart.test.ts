import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import { SendEmail } from '../../../application/email/send-email.use-case';
import { IN_DOUBT } from '../../../adapters/postgres/postgres-mail-queue';
import { pendingWithoutInfrastructure, testDatabase } from '../../support/infrastructure';
import { openEmailInstance, type EmailInstance } from '../../support/email-instance';
import { outboxMails } from '../../support/outbox';
import { freePort, startProcess, type Started } from '../../support/server-process';

// The promise (DESIGN 11): an e-mail job to 1,000 players whose server is killed half-way is
// resumed by the next start without sending anyone twice. Real server processes on one PostgreSQL schema
// and one data folder (the outbox counts what went out); the first is killed with SIGKILL.

const PLAYERS = 1_000;
const FOOTER_FI = 'Saat tämän viestin, koska sinulla on tili palvelussa Sanaryhmät';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Integration | E-mail jobs | A server killed mid-job', function () {
  this.timeout(180_000);
  let mail: EmailInstance | undefined;
  const started: Started[] = [];

  afterEach(async () => {
    for (const process of started) if (process.child.exitCode === null) process.child.kill('SIGKILL');
    await mail?.close();
  });

  const until = async (what: string, done: () => Promise<boolean>, server: Started, timeoutMs = 90_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (server.child.exitCode !== null)
        throw new Error(`server exited while waiting for ${what}:\n${server.output()}`);
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${what}:\n${server.output().slice(-3000)}`);
      await sleep(20);
    }
  };

  it('given a job to 1,000 players and its server killed half-way, then a restart on the same data sends the rest: exactly 1,000 mails, one each', async function () {
    // Both processes and this test read one database: PGlite belongs to a single process.
    if (!(await testDatabase()).url) pendingWithoutInfrastructure(this, 'PostgreSQL');
    mail = await openEmailInstance();
    const { knex } = mail;
    const players = await mail.users(PLAYERS, true);
    await mail.users(25, false);
    const made = await mail.container
      .get(SendEmail)
      .toAll(
        { subject: 'Kausi alkaa', message: 'Hei!\n\nUusi kausi alkaa maanantaina.' },
        { id: null, username: 'tester' },
      );
    if (E.isLeft(made)) throw new Error(JSON.stringify(made.left));
    const jobId = made.right.job.jobId;
    expect(made.right.recipients).to.equal(PLAYERS);
    const figures = async () =>
      (await knex('email_jobs').where({ id: jobId }).first('sent', 'failed')) as {
        sent: number;
        failed: number;
      };

    const env = async () => ({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: mail!.dataDir,
      DATABASE_URL: mail!.databaseUrl!,
      INSTANCES: mail!.instances,
      MAIL_RATE_PER_MINUTE: '600000',
    });

    // The first server resumes the job on start (nobody asks it to) and is killed part-way.
    const first = startProcess(await env());
    started.push(first);
    await until('a third of the mails', async () => (await figures()).sent >= PLAYERS / 3, first);
    // Hold the queue still, so that the kill lands between two statements and never inside a send: the
    // worker blocks at its next write (a claim, an attempt or a mark). Its blocked statement is cut off
    // with it, as the server would notice of a dead client only when the lock is released.
    const freeze = await knex.transaction();
    await freeze.raw('lock table email_recipients in exclusive mode');
    await sleep(300);
    first.child.kill('SIGKILL');
    await first.exited;
    await knex.raw(
      'select pg_terminate_backend(pid) from pg_locks where relation = ?::regclass and not granted',
      [`${mail.schema}.email_recipients`],
    );
    await freeze.rollback();
    const atKill = await figures();
    expect(atKill.sent, 'killed part-way').to.be.within(1, PLAYERS - 1);

    // A restart on the same data carries on by itself.
    const second = startProcess(await env());
    started.push(second);
    await until(
      'the job to end',
      async () => (await knex('jobs').where({ id: jobId }).first('state'))?.state === 'complete',
      second,
    );

    const outbox = await outboxMails(mail.dataDir, mail.slug);
    const addresses = outbox.flatMap((received) => received.to);
    expect(addresses, 'mails in the outbox').to.have.length(PLAYERS);
    expect(new Set(addresses).size, 'players mailed').to.equal(PLAYERS);
    expect([...addresses].sort()).to.deep.equal(players.map((player) => player.email).sort());
    // Killed between a send and its mark, the recipient is failed "in doubt" (and was mailed once).
    const after = await figures();
    expect(after.sent + after.failed).to.equal(PLAYERS);
    expect(after.failed).to.be.at.most(1);
    const inDoubt = await knex('email_recipients').where({ job_id: jobId, outcome: 'failed' });
    for (const recipient of inDoubt) {
      expect(recipient.error).to.equal(IN_DOUBT);
      expect(addresses).to.include(recipient.address);
    }
    for (const received of outbox.slice(0, 3)) {
      expect(received.subject).to.equal('Kausi alkaa');
      expect(received.text).to.contain('Uusi kausi alkaa maanantaina.').and.contain(FOOTER_FI);
    }

    // The job ended, so the server had started: SIGTERM closes it cleanly, its worker included.
    second.child.kill('SIGTERM');
    expect(await second.exited, second.output().slice(-2000)).to.equal(0);
  });
});
