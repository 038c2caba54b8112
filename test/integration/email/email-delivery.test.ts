import { expect } from 'chai';
import * as E from 'fp-ts/Either';
import type { Actor } from '../../../application/audit/actor';
import { EmailDelivery } from '../../../application/email/email-delivery';
import { EmailJobQueue } from '../../../application/email/email-job-queue';
import { EmailJobs } from '../../../application/email/email-jobs.use-case';
import type { MailDeliverySettings } from '../../../application/email/mail-delivery-settings';
import { SendEmail } from '../../../application/email/send-email.use-case';
import { EMAIL_JOB_REPOSITORY } from '../../../application/ports/email-job.repository';
import { INSTANCE } from '../../../application/ports/instance.port';
import type { JobMetrics } from '../../../application/ports/job-metrics.port';
import { LOGGER } from '../../../application/ports/logger.port';
import { MAIL_QUEUE, type MailQueue } from '../../../application/ports/mail-queue.port';
import type { Mailer, MailMessage, SentMail } from '../../../application/ports/mailer.port';
import { RANDOM_SOURCE } from '../../../application/ports/random-source.port';
import { IN_DOUBT } from '../../../adapters/postgres/postgres-mail-queue';
import type { EmailJobView } from '../../../contracts/email.codec';
import { openEmailInstance, type EmailInstance } from '../../support/email-instance';

// The e-mail worker (DESIGN 11) over the real queue tables: several workers (as in several processes)
// share one job, a worker that stops or dies part-way leaves nobody mailed twice, and all keep one rate.

const ACTOR: Actor = { id: null, username: 'tester' };
const FAST: MailDeliverySettings = {
  ratePerMinute: 600_000,
  batchSize: 5,
  idlePollMs: 20,
  heartbeatMs: 20,
  staleAfterMs: 300,
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records what it sends; `before` runs first and may hold a send back or refuse it. */
class ScriptedMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  constructor(
    private readonly before: (n: number, message: MailMessage) => Promise<void> | void = () => {},
  ) {}

  async send(message: MailMessage): Promise<SentMail> {
    await this.before(this.sent.length + 1, message);
    this.sent.push(message);
    return { messageId: `<${this.sent.length}@test>` };
  }
}

const addressesOf = (...mailers: ScriptedMailer[]) =>
  mailers.flatMap((m) => m.sent.map((mail) => String(mail.to)));

describe('Integration | E-mail jobs | Workers', function () {
  this.timeout(60_000);
  let mail: EmailInstance;

  before(async () => {
    mail = await openEmailInstance();
  });
  after(async () => {
    await mail?.close();
  });
  beforeEach(async () => {
    const { knex } = mail;
    await knex('email_jobs').delete();
    await knex('jobs').where({ kind: 'email.send' }).delete();
    await knex('mail_workers').delete();
    await knex('mail_pacing').delete();
  });

  const worker = (
    mailer: Mailer,
    options: { queue?: MailQueue; settings?: Partial<MailDeliverySettings>; metrics?: JobMetrics } = {},
  ) => {
    const c = mail.container;
    return new EmailDelivery(
      c.get(EmailJobQueue),
      options.queue ?? c.get<MailQueue>(MAIL_QUEUE),
      c.get(EMAIL_JOB_REPOSITORY),
      mailer,
      c.get(INSTANCE),
      { ...FAST, ...options.settings },
      c.get(RANDOM_SOURCE),
      c.get(LOGGER),
      options.metrics,
    );
  };

  const send = async (userIds: string[] | 'all', extra: Record<string, string> = {}) => {
    const sender = mail.container.get(SendEmail);
    const request = { subject: 'Uutiskirje', message: 'Hei pelaaja!', ...extra };
    const made =
      userIds === 'all'
        ? await sender.toAll(request, ACTOR)
        : await sender.toUsers({ ...request, userIds }, ACTOR);
    if (E.isLeft(made)) throw new Error(JSON.stringify(made.left));
    return made.right.job;
  };

  const jobOf = async (jobId: string): Promise<EmailJobView> => {
    const details = await mail.container.get(EmailJobs).details(jobId, { outcome: undefined, page: 1 });
    if (E.isLeft(details)) throw new Error(JSON.stringify(details.left));
    return details.right.job;
  };

  /** Runs the workers side by side, each step after step, until the job has ended. */
  const runUntilEnded = async (jobId: string, ...workers: EmailDelivery[]) => {
    const deadline = Date.now() + 20_000;
    await Promise.all(
      workers.map(async (each) => {
        while ((await jobOf(jobId)).state === 'running') {
          if (Date.now() > deadline) throw new Error('the job did not end');
          if (!(await each.runOnce())) await sleep(20);
        }
      }),
    );
    return jobOf(jobId);
  };

  it('sends every player with a verified address one mail, with the text part, the HTML and the footer', async () => {
    const verified = await mail.users(7, true);
    const unverified = await mail.users(3, false);
    const everyone = await mail.knex('users').where({ email_verified: true }).pluck('email');
    const job = await send('all', {
      htmlMessage: `<p>Katso <img src="/uploads/${mail.slug}/news/a.webp" alt="kuva"></p>`,
      replyTo: 'toimitus@example.test',
    });
    expect(job).to.deep.include({ total: everyone.length, queued: false, state: 'running' });

    const mailer = new ScriptedMailer();
    const ended = await runUntilEnded(job.jobId, worker(mailer), worker(mailer));
    expect(ended).to.deep.include({ state: 'complete', sent: everyone.length, failed: 0 });
    expect(addressesOf(mailer).sort()).to.deep.equal([...everyone].sort());
    for (const user of unverified) expect(addressesOf(mailer)).to.not.include(user.email);

    const one = mailer.sent.find((message) => message.to === verified[0]!.email)!;
    const footer = `Saat tämän viestin, koska sinulla on tili palvelussa Sanaryhmät (http://localhost:3000/${mail.slug}) tällä osoitteella.`;
    expect(one.text).to.equal(`Hei pelaaja!\n\n-- \n${footer}\n`);
    expect(one.html).to.contain('<html lang="fi">').and.contain(footer);
    expect(one.html).to.contain(`src="http://localhost:3000/uploads/${mail.slug}/news/a.webp"`);
    expect(one).to.deep.include({ subject: 'Uutiskirje', replyTo: 'toimitus@example.test' });
  });

  it('given a worker that dies mid-batch, then the others send the rest once it is silent, and the mail it was sending is failed in doubt, never sent twice', async () => {
    const users = await mail.users(23, true);
    const job = await send(users.map((user) => user.id));
    let dead = false;
    let resumeDeadSend: () => void = () => {};
    const real = mail.container.get<MailQueue>(MAIL_QUEUE);
    // Dead: its send never returns and it says nothing more, as a killed process.
    const silentWhenDead: MailQueue = Object.assign(Object.create(real), {
      heartbeat: (id: string) => (dead ? Promise.resolve() : real.heartbeat(id)),
    });
    const dying = new ScriptedMailer(async (n) => {
      if (n !== 3) return;
      dead = true;
      await new Promise<void>((resolve) => (resumeDeadSend = resolve));
    });
    const doomed = worker(dying, { queue: silentWhenDead });
    const doomedStep = doomed.runOnce();
    while (!dead) await sleep(5);

    const survivor = new ScriptedMailer();
    const ended = await runUntilEnded(job.jobId, worker(survivor), worker(survivor));
    expect(ended).to.deep.include({ state: 'complete', total: 23, sent: 22, failed: 1 });
    const all = addressesOf(dying, survivor);
    expect(all).to.have.length(22);
    expect(new Set(all).size).to.equal(22);
    const failed = await mail.knex('email_recipients').where({ job_id: job.jobId, outcome: 'failed' });
    expect(failed).to.have.length(1);
    expect(failed[0].error).to.equal(IN_DOUBT);
    expect(all).to.not.include(failed[0].address);

    // The dead send returns after all: its late mark is refused, and the figures stand.
    resumeDeadSend();
    await doomedStep;
    expect(await jobOf(job.jobId)).to.deep.include({ sent: 22, failed: 1 });
    expect(await mail.knex('email_recipients').where({ job_id: job.jobId, outcome: 'sent' })).to.have.length(
      22,
    );
  });

  it('given a worker stopped mid-batch, then its claims go back at once, and another sends them: everyone once, nothing failed', async () => {
    const users = await mail.users(12, true);
    const job = await send(users.map((user) => user.id));
    let stopping: Promise<void> | undefined;
    // Stops itself during its second send (the closure runs once `first` exists).
    const firstMailer = new ScriptedMailer((n) => {
      if (n === 2) stopping = first.stop();
    });
    // A long stale time: were the claims not given back, the other worker would wait for them in vain.
    const first = worker(firstMailer, { settings: { staleAfterMs: 60_000 } });
    first.start();
    while (!stopping) await sleep(5);
    await stopping;
    expect(firstMailer.sent).to.have.length(2);
    expect(await mail.knex('mail_workers')).to.have.length(0);

    const second = new ScriptedMailer();
    const ended = await runUntilEnded(job.jobId, worker(second, { settings: { staleAfterMs: 60_000 } }));
    expect(ended).to.deep.include({ state: 'complete', sent: 12, failed: 0 });
    expect(addressesOf(firstMailer, second).sort()).to.deep.equal(users.map((user) => user.email).sort());
  });

  it('keeps to the rate across workers: send slots are shared', async () => {
    const users = await mail.users(6, true);
    const job = await send(users.map((user) => user.id));
    const times: number[] = [];
    const mailer = new ScriptedMailer(() => void times.push(Date.now()));
    const slow = { settings: { ratePerMinute: 600, batchSize: 2 } };
    const started = Date.now();
    await runUntilEnded(job.jobId, worker(mailer, slow), worker(mailer, slow), worker(mailer, slow));
    expect(mailer.sent).to.have.length(6);
    // Slots 100 ms apart from the start: the n-th send (from 0) never goes before n × 100 ms. (Measured from
    // the start, not between sends: on a busy machine one send may wait for its event loop and the next,
    // on time, follow it closely; that still keeps the rate.)
    const sorted = [...times].sort((a, b) => a - b);
    sorted.forEach((at, n) => expect(at - started, `send ${n}`).to.be.at.least(n * 100 - 10));
  });

  it('given a second job made while one goes out, then it waits, queued, and starts when the first has ended', async () => {
    const users = await mail.users(4, true);
    const ids = users.map((user) => user.id);
    const first = await send(ids, { subject: 'Ensimmäinen' });
    const second = await send(ids, { subject: 'Toinen' });
    expect(first).to.deep.include({ queued: false, state: 'running' });
    expect(second).to.deep.include({ queued: true, state: 'running' });

    const mailer = new ScriptedMailer();
    const each = worker(mailer);
    await runUntilEnded(first.jobId, each);
    await runUntilEnded(second.jobId, each);
    const subjects = mailer.sent.map((message) => message.subject);
    expect(subjects).to.deep.equal([...Array(4).fill('Ensimmäinen'), ...Array(4).fill('Toinen')]);
    const [one, two] = [await jobOf(first.jobId), await jobOf(second.jobId)];
    expect(two.queued).to.equal(false);
    expect(Date.parse(two.startedAt)).to.be.at.least(Date.parse(one.finishedAt!));
  });

  it('given mails sent and refused, then each batch is a run and each recipient an item, for the metrics', async () => {
    const users = await mail.users(6, true);
    const job = await send(users.map((user) => user.id));
    const recorded: string[] = [];
    const metrics: JobMetrics = {
      started: (name) => (outcome) => recorded.push(`${name} ${outcome}`),
      handled: (name, outcome, count = 1) => recorded.push(`${name} ${count} ${outcome}`),
    };
    let calls = 0;
    const refusingSecond = new ScriptedMailer(() => {
      if (++calls === 2) throw new Error('SMTP send failed: 550 mailbox unavailable');
    });
    await runUntilEnded(job.jobId, worker(refusingSecond, { metrics }));
    // Batches of 5: two runs.
    expect(recorded.filter((entry) => entry.endsWith(' ok'))).to.deep.equal([
      'email-delivery ok',
      'email-delivery ok',
    ]);
    expect(recorded.filter((entry) => entry.endsWith('sent'))).to.have.length(5);
    expect(recorded.filter((entry) => entry.endsWith('failed'))).to.deep.equal(['email-delivery 1 failed']);
  });

  it('given a mail server refusing every mail, then each recipient is failed with its reason and the job ends in error', async () => {
    const users = await mail.users(3, true);
    const job = await send(users.map((user) => user.id));
    const refusing = new ScriptedMailer(() => {
      throw new Error('SMTP send failed: 550 mailbox unavailable');
    });
    const ended = await runUntilEnded(job.jobId, worker(refusing));
    expect(ended).to.deep.include({ state: 'error', sent: 0, failed: 3 });
    expect(ended.error).to.equal('No mail could be sent: SMTP send failed: 550 mailbox unavailable');
  });
});
