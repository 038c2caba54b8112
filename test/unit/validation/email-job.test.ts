import { expect } from 'chai';
import {
  EMAIL_HTML_MAX_LENGTH,
  EMAIL_MESSAGE_MAX_LENGTH,
  EMAIL_RECIPIENTS_MAX,
  EMAIL_SUBJECT_MAX_LENGTH,
} from '../../../domain/constants/email.constants';
import {
  validateMailContent,
  validateRecipientIds,
  type MailContentInput,
} from '../../../domain/validation/email-job';
import { leftCode, rightOf } from '../../support/either';

const ID = '7d1f6f5e-2c1b-4a49-9c53-0d7a4a2b9f10';
const input = (overrides: Partial<MailContentInput>): MailContentInput => ({
  subject: 'Uusi kausi',
  message: 'Hei!',
  ...overrides,
});

describe('Domain | Validation | e-mail to players', () => {
  const cases: [string, Partial<MailContentInput>, string | null][] = [
    ['a subject and a text', {}, null],
    ['a subject of 150 characters', { subject: 's'.repeat(EMAIL_SUBJECT_MAX_LENGTH) }, null],
    [
      'a subject of 151 characters',
      { subject: 's'.repeat(EMAIL_SUBJECT_MAX_LENGTH + 1) },
      'EMAIL_SUBJECT_TOO_LONG',
    ],
    ['a blank subject', { subject: ' \t ' }, 'EMAIL_SUBJECT_REQUIRED'],
    ['a text of 10,000 characters', { message: 'm'.repeat(EMAIL_MESSAGE_MAX_LENGTH) }, null],
    [
      'a text of 10,001 characters',
      { message: 'm'.repeat(EMAIL_MESSAGE_MAX_LENGTH + 1) },
      'EMAIL_MESSAGE_TOO_LONG',
    ],
    ['no text and no HTML', { message: ' ' }, 'EMAIL_MESSAGE_REQUIRED'],
    ['no text and blank HTML', { message: '', htmlMessage: '  ' }, 'EMAIL_MESSAGE_REQUIRED'],
    ['HTML alone', { message: '', htmlMessage: '<p>Hei</p>' }, null],
    ['HTML too long', { htmlMessage: 'h'.repeat(EMAIL_HTML_MAX_LENGTH + 1) }, 'EMAIL_HTML_TOO_LONG'],
    ['a reply-to address', { replyTo: ' toimitus@example.test ' }, null],
    ['no reply-to', { replyTo: null }, null],
    ['a reply-to that is no address', { replyTo: 'toimitus' }, 'EMAIL_REPLY_TO_INVALID'],
  ];
  for (const [name, overrides, code] of cases) {
    it(`given ${name}, then ${code ?? 'valid'}`, () => {
      expect(leftCode(validateMailContent(input(overrides)))).to.equal(code);
    });
  }

  it('makes the subject one line and trims the text and the reply-to', () => {
    const valid = rightOf(
      validateMailContent(
        input({ subject: ' Uusi\r\n  kausi ', message: '\n Hei!\n\nTerveisin ', replyTo: ' a@b.fi ' }),
      ),
    );
    expect(valid).to.deep.equal({
      subject: 'Uusi kausi',
      message: 'Hei!\n\nTerveisin',
      htmlMessage: null,
      replyTo: 'a@b.fi',
    });
  });

  it('takes 1 to 10,000 well-formed user ids, each once', () => {
    expect(rightOf(validateRecipientIds([ID, ID.toUpperCase()]))).to.deep.equal([ID]);
    expect(leftCode(validateRecipientIds([]))).to.equal('EMAIL_RECIPIENTS_REQUIRED');
    expect(leftCode(validateRecipientIds(Array(EMAIL_RECIPIENTS_MAX).fill(ID)))).to.equal(null);
    expect(leftCode(validateRecipientIds(Array(EMAIL_RECIPIENTS_MAX + 1).fill(ID)))).to.equal(
      'EMAIL_RECIPIENTS_TOO_MANY',
    );
    expect(leftCode(validateRecipientIds([ID, "robert'); drop table users"] as string[]))).to.equal(
      'EMAIL_RECIPIENT_INVALID',
    );
  });
});
