import { expect } from 'chai';
import { EMAIL_SUBJECT_MAX_LENGTH } from '../../../../domain/constants/email.constants';
import {
  createEmailApi,
  jobPath,
  searchPath,
} from '../../../../web/src/features/control-panel/email/api/email-api';
import { ruleText } from '../../../../web/src/features/control-panel/email/components/use-error-text';
import { en } from '../../../../web/src/features/control-panel/email/i18n/en';
import { fi } from '../../../../web/src/features/control-panel/email/i18n/fi';
import type { EmailKey } from '../../../../web/src/features/control-panel/email/i18n/messages';
import { registerEmailTexts } from '../../../../web/src/features/control-panel/email/i18n/texts';
import {
  isEmailErrorCode,
  isEmailRuleCode,
} from '../../../../web/src/features/control-panel/email/model/error-key';
import { rejectionOf } from '../../../support/rejection';
import { ApiHarness, MINUTE } from '../../support/api-harness';
import { json } from '../../support/fake-server';
import { expectSameTexts, tabTranslators } from '../texts-support';

const mail = { subject: 'Hei', message: 'Hei!', htmlMessage: null, replyTo: null };

function emailHarness() {
  const harness = new ApiHarness();
  harness.holdTokens(10 * MINUTE);
  return { harness, api: createEmailApi(harness.client) };
}

describe('Web | Control panel | e-mail API', () => {
  it('given chosen players then POST /manage/email/users with their ids; all players, /all', async () => {
    const { harness, api } = emailHarness();
    const answer = { job: { jobId: 'j1' }, recipients: 2, skipped: 0 };
    harness.server.on('POST', '/manage/email/users', () => json(answer, 202));
    harness.server.on('POST', '/manage/email/all', () => json(answer, 202));
    expect(await api.toUsers({ ...mail, userIds: ['a', 'b'] })).to.deep.equal(answer);
    await api.toAll(mail);
    expect(harness.server.requests[0]?.body).to.deep.equal({ ...mail, userIds: ['a', 'b'] });
    expect(harness.server.requests[1]?.body).to.deep.equal(mail);
  });

  it('given a job then its path, with the outcome and page when asked', () => {
    expect(jobPath('j 1')).to.equal('/manage/email/jobs/j%201');
    expect(jobPath('j1', 'failed', 2)).to.equal('/manage/email/jobs/j1?outcome=failed&page=2');
  });

  it('given a search then the users list, trimmed, a few at a time', () => {
    expect(searchPath('  pää ')).to.equal('/manage/users?search=p%C3%A4%C3%A4&page=1&limit=8');
  });

  it('given the accounts then their count from the first page of the users list', async () => {
    const { harness, api } = emailHarness();
    harness.server.on('GET', '/manage/users?page=1&limit=1', () => json({ users: [], total: 42 }));
    expect(await api.accounts()).to.equal(42);
  });

  it('given no tokens then nothing is asked', async () => {
    const harness = new ApiHarness();
    expect(await rejectionOf(createEmailApi(harness.client).jobs())).to.include({ status: 401 });
    expect(harness.server.requests).to.have.length(0);
  });
});

describe('Web | Control panel | e-mail tab texts', () => {
  const t = tabTranslators<EmailKey>(registerEmailTexts, 'controlPanelEmail');

  it('given both languages then the same texts, none empty', () => {
    expectSameTexts(fi, en);
  });

  it('given every rule of the mail then its text, limits filled in', () => {
    for (const language of ['fi', 'en'] as const)
      for (const code of Object.keys(fi.problems))
        if (isEmailRuleCode(code)) expect(ruleText(t[language], code)).to.not.match(/{{|problems\./);
    expect(ruleText(t.en, 'EMAIL_SUBJECT_TOO_LONG')).to.equal(
      `A subject can be at most ${EMAIL_SUBJECT_MAX_LENGTH} characters.`,
    );
  });

  it('given the footer then the line the server adds, in the site’s language whatever the panel’s', () => {
    const site = 'Word Groups (https://example.org/en)';
    expect(t.fi('footer.text', { lng: 'en', site })).to.equal(
      'You get this because you have an account at Word Groups (https://example.org/en) with this address.',
    );
    expect(t.en('footer.site', { lng: 'fi' })).to.equal('Sanaryhmät');
  });

  it('given counts then the confirmation names them', () => {
    expect(t.fi('confirm.sendChosen', { count: 3 })).to.equal('Lähetä 3 pelaajalle');
    expect(t.en('confirm.chosen', { count: 1 })).to.equal('The mail goes to 1 player:');
    expect(isEmailErrorCode('EMAIL_NO_RECIPIENTS')).to.equal(true);
    expect(isEmailErrorCode('sendFailed')).to.equal(false);
  });
});
