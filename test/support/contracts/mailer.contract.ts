import { expect } from 'chai';
import type { Mailer } from '../../../application/ports/mailer.port';

/** A delivered message as the receiving side sees it, decoded from MIME. */
export interface Received {
  messageId: string | undefined;
  from: string[];
  /** Addresses of the To header. */
  to: string[];
  /** SMTP envelope recipients, where the adapter has an envelope (an outbox file has none). */
  envelopeTo?: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string | undefined;
}

export interface MailerFixture {
  mailer: Mailer;
  received: () => Promise<Received[]>;
  close: () => Promise<void>;
}

/** Every fixture builds its mailer with this sender, so the contract can check it arrives. */
export const CONTRACT_FROM = 'Sanaryhmät <noreply@sanaryhmat.test>';

/** The behaviour every Mailer owes its callers, run against each adapter and fake. */
export function mailerContract(name: string, makeMailer: () => Promise<MailerFixture>): void {
  describe(`Contract | Mailer | ${name}`, () => {
    let fixture: MailerFixture;

    beforeEach(async () => {
      fixture = await makeMailer();
    });

    afterEach(async () => {
      await fixture.close();
    });

    async function onlyReceived(): Promise<Received> {
      const all = await fixture.received();
      expect(all).to.have.length(1);
      return all[0] as Received;
    }

    it('given a plain message, when sent, then it arrives with sender, recipient, subject and text intact', async () => {
      await fixture.mailer.send({ to: 'player@example.test', subject: 'Welcome', text: 'Hello there.' });

      const mail = await onlyReceived();
      expect(mail.from).to.deep.equal(['noreply@sanaryhmat.test']);
      expect(mail.to).to.deep.equal(['player@example.test']);
      expect(mail.envelopeTo ?? ['player@example.test']).to.deep.equal(['player@example.test']);
      expect(mail.subject).to.equal('Welcome');
      expect(mail.text.trimEnd()).to.equal('Hello there.');
      expect(mail.html).to.equal(undefined);
    });

    it('given Finnish text, when sent, then å ä ö survive in subject and body', async () => {
      const text = 'Hyvää päivää, ÅÄÖ!\nTämän päivän ryhmät odottavat – älä myöhästy.';
      await fixture.mailer.send({ to: 'pelaaja@example.test', subject: 'Hyvää päivää, ÅÄÖ', text });

      const mail = await onlyReceived();
      expect(mail.subject).to.equal('Hyvää päivää, ÅÄÖ');
      expect(mail.text.trimEnd()).to.equal(text);
    });

    it('given an html body, when sent, then the html alternative arrives beside the text', async () => {
      const html = '<p>Päivän <strong>sanaryhmät</strong> ovat valmiina.</p>';
      await fixture.mailer.send({ to: 'a@example.test', subject: 'News', text: 'Päivän sanaryhmät', html });

      const mail = await onlyReceived();
      expect(mail.text.trimEnd()).to.equal('Päivän sanaryhmät');
      expect(mail.html?.trimEnd()).to.equal(html);
    });

    it('given a reply-to address, when sent, then replies go there', async () => {
      await fixture.mailer.send({
        to: 'a@example.test',
        subject: 'Feedback',
        text: 'Reply to support.',
        replyTo: 'support@example.test',
      });

      expect((await onlyReceived()).replyTo).to.deep.equal(['support@example.test']);
    });

    it('given several recipients, when sent, then each is addressed', async () => {
      const recipients = ['first@example.test', 'second@example.test', 'third@example.test'];
      await fixture.mailer.send({ to: recipients, subject: 'Group news', text: 'To all of you.' });

      const mail = await onlyReceived();
      expect(mail.to).to.have.members(recipients);
      if (mail.envelopeTo) expect(mail.envelopeTo).to.have.members(recipients);
    });

    it('given a message, when sent, then the answer carries its Message-ID', async () => {
      const sent = await fixture.mailer.send({ to: 'a@example.test', subject: 'Id', text: 'Which one?' });

      expect(sent.messageId).to.be.a('string').and.not.equal('');
      expect((await onlyReceived()).messageId).to.equal(sent.messageId);
    });
  });
}
