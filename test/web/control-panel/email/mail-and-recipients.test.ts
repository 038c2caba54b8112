import { expect } from 'chai';
import type { EmailJobView } from '../../../../contracts/email.codec';
import type { ManagedUserView } from '../../../../contracts/manage-users.codec';
import { EMAIL_SUBJECT_MAX_LENGTH } from '../../../../domain/constants/email.constants';
import {
  jobParts,
  jobPhase,
  jobShare,
} from '../../../../web/src/features/control-panel/email/model/job-progress';
import {
  emptyMailDraft,
  isMailStarted,
  mailProblems,
  mailRequest,
} from '../../../../web/src/features/control-panel/email/model/mail-form';
import {
  choose,
  isReachable,
  lacksRecipients,
  NO_RECIPIENTS,
  unchoose,
  userIdsOf,
  withMode,
} from '../../../../web/src/features/control-panel/email/model/recipients';

function aUser(id: string, overrides: Partial<ManagedUserView> = {}): ManagedUserView {
  return {
    id,
    username: `player-${id}`,
    email: `${id}@example.org`,
    emailVerified: true,
    roles: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    lastPlayed: null,
    gamesPlayed: 0,
    forcePasswordReset: false,
    isPermanentlyAdFree: false,
    adFreeUntil: null,
    ...overrides,
  };
}

function aJob(overrides: Partial<EmailJobView> = {}): EmailJobView {
  return {
    jobId: 'j1',
    state: 'running',
    subject: 'Hei',
    total: 10,
    sent: 0,
    failed: 0,
    startedAt: '2026-11-24T10:00:00.000Z',
    startedBy: 'admin',
    finishedAt: null,
    error: null,
    queued: false,
    ...overrides,
  };
}

describe('Web | Control panel | e-mail: the mail', () => {
  it('given an empty form then a subject and a message are asked for', () => {
    expect(mailProblems(emptyMailDraft())).to.deep.equal({
      subject: 'EMAIL_SUBJECT_REQUIRED',
      message: 'EMAIL_MESSAGE_REQUIRED',
    });
  });

  it('given too long a subject or a bad reply-to address then those fields', () => {
    const draft = {
      ...emptyMailDraft(),
      subject: 'x'.repeat(EMAIL_SUBJECT_MAX_LENGTH + 1),
      message: 'Hei',
      replyTo: 'not an address',
    };
    expect(mailProblems(draft)).to.deep.equal({
      subject: 'EMAIL_SUBJECT_TOO_LONG',
      replyTo: 'EMAIL_REPLY_TO_INVALID',
    });
  });

  it('given a mail then the request: one-line subject, trimmed text, HTML only when on, no empty reply-to', () => {
    const draft = {
      subject: ' Uutisia\n  viikolta ',
      message: '  Hei!  ',
      formatted: false,
      html: '<p>Hei!</p>',
      replyTo: '  ',
    };
    expect(mailRequest(draft)).to.deep.equal({
      subject: 'Uutisia viikolta',
      message: 'Hei!',
      htmlMessage: null,
      replyTo: null,
    });
    expect(mailRequest({ ...draft, formatted: true, replyTo: ' tuki@example.org ' })).to.deep.include({
      htmlMessage: '<p>Hei!</p>',
      replyTo: 'tuki@example.org',
    });
  });

  it('given anything written then leaving would lose it', () => {
    expect(isMailStarted(emptyMailDraft())).to.equal(false);
    expect(isMailStarted({ ...emptyMailDraft(), subject: 'x' })).to.equal(true);
  });
});

describe('Web | Control panel | e-mail: choosing recipients', () => {
  it('given players then each verified one is added once, and removed again', () => {
    let recipients = choose(NO_RECIPIENTS, aUser('a'));
    recipients = choose(recipients, aUser('a'));
    recipients = choose(recipients, aUser('b'));
    expect(userIdsOf(recipients)).to.deep.equal(['a', 'b']);
    expect(userIdsOf(unchoose(recipients, 'a'))).to.deep.equal(['b']);
  });

  it('given a player without a verified address then they cannot be chosen', () => {
    const unverified = aUser('c', { emailVerified: false });
    const none = aUser('d', { email: null, emailVerified: false });
    expect([isReachable(unverified), isReachable(none)]).to.deep.equal([false, false]);
    expect(choose(NO_RECIPIENTS, unverified)).to.equal(NO_RECIPIENTS);
  });

  it('given "all" then nobody needs choosing, and the chosen ones wait for a switch back', () => {
    const chosen = choose(NO_RECIPIENTS, aUser('a'));
    expect(lacksRecipients(NO_RECIPIENTS)).to.equal(true);
    expect(lacksRecipients(withMode(NO_RECIPIENTS, 'all'))).to.equal(false);
    expect(userIdsOf(withMode(withMode(chosen, 'all'), 'chosen'))).to.deep.equal(['a']);
  });
});

describe('Web | Control panel | e-mail: a sending’s progress', () => {
  it('given a running job then queued or sending, and its bar by sent and failed', () => {
    expect(jobPhase(aJob({ queued: true }))).to.equal('queued');
    const job = aJob({ sent: 6, failed: 2 });
    expect(jobPhase(job)).to.equal('sending');
    expect(jobShare(job)).to.equal(0.8);
    expect(jobParts(job)).to.deep.equal({ sent: 0.6, failed: 0.2 });
  });

  it('given an ended job then complete, partial (some failed) or error', () => {
    expect(jobPhase(aJob({ state: 'complete', sent: 10 }))).to.equal('complete');
    expect(jobPhase(aJob({ state: 'complete', sent: 9, failed: 1 }))).to.equal('partial');
    expect(jobPhase(aJob({ state: 'error' }))).to.equal('error');
  });

  it('given a job without recipients then its bar is empty while running and full once done', () => {
    expect(jobShare(aJob({ total: 0 }))).to.equal(0);
    expect(jobShare(aJob({ total: 0, state: 'complete' }))).to.equal(1);
    expect(jobParts(aJob({ total: 0 }))).to.deep.equal({ sent: 0, failed: 0 });
  });
});
