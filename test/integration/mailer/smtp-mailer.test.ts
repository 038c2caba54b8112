import { expect } from 'chai';
import { SmtpMailer } from '../../../adapters/smtp/smtp-mailer';
import { CONTRACT_FROM, mailerContract } from '../../support/contracts/mailer.contract';
import { parseMime } from '../../support/parse-mime';
import { rejectionOf } from '../../support/rejection';
import { startSmtpServer, type TestSmtpServer } from './smtp-test-server';

describe('Adapters | SMTP mailer', () => {
  mailerContract('SmtpMailer', async () => {
    const server = await startSmtpServer();
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${server.port}`, CONTRACT_FROM);
    return {
      mailer,
      received: async () =>
        server.deliveries.map((delivery) => ({
          ...parseMime(delivery.raw),
          envelopeTo: delivery.envelopeTo,
        })),
      close: async () => {
        mailer.close();
        await server.close();
      },
    };
  });

  describe('against a picky server', () => {
    let server: TestSmtpServer | undefined;
    let mailer: SmtpMailer | undefined;

    afterEach(async () => {
      mailer?.close();
      await server?.close();
      server = mailer = undefined;
    });

    it('given a server that refuses the recipient, when sending, then the promise rejects with its reply', async () => {
      server = await startSmtpServer({ refuse: ['nobody@example.test'] });
      mailer = new SmtpMailer(`smtp://127.0.0.1:${server.port}`, CONTRACT_FROM);

      const error = await rejectionOf(() =>
        mailer?.send({ to: 'nobody@example.test', subject: 'x', text: 'x' }),
      );

      expect(error.message).to.match(/^SMTP send failed: .*nobody@example\.test/);
      expect(server.deliveries).to.have.length(0);
    });

    it('given a server requiring AUTH, when the URL carries the credentials, then the message is accepted as that user', async () => {
      server = await startSmtpServer({ credentials: { username: 'mailer', password: 'p@ss:wörd' } });
      mailer = new SmtpMailer(
        `smtp://mailer:${encodeURIComponent('p@ss:wörd')}@127.0.0.1:${server.port}`,
        CONTRACT_FROM,
      );

      await mailer.send({ to: 'a@example.test', subject: 'Authenticated', text: 'Signed in.' });

      expect(server.deliveries.map((delivery) => delivery.user)).to.deep.equal(['mailer']);
      expect(parseMime(server.deliveries[0]?.raw ?? Buffer.alloc(0)).subject).to.equal('Authenticated');
    });

    it('given a wrong password, when sending, then the rejection does not reveal the password', async () => {
      server = await startSmtpServer({ credentials: { username: 'mailer', password: 'right-one' } });
      mailer = new SmtpMailer(`smtp://mailer:Wr0ng%2BSecret@127.0.0.1:${server.port}`, CONTRACT_FROM);

      const error = await rejectionOf(() => mailer?.send({ to: 'a@example.test', subject: 'x', text: 'x' }));

      expect(error.message).to.match(/^SMTP send failed: .*Authentication failed/);
      expect(error.message).not.to.include('Wr0ng');
      expect(JSON.stringify(error)).not.to.include('Wr0ng');
      expect(server.deliveries).to.have.length(0);
    });

    it('given an smtps:// URL, when sending, then the session is TLS from the first byte', async () => {
      server = await startSmtpServer({ secure: true });
      // The built-in test certificate is self-signed; the URL's query passes the TLS option through.
      mailer = new SmtpMailer(`smtps://127.0.0.1:${server.port}?tls.rejectUnauthorized=false`, CONTRACT_FROM);

      await mailer.send({ to: 'a@example.test', subject: 'Over TLS', text: 'Encrypted.' });

      expect(server.deliveries).to.have.length(1);
    });
  });

  describe('configuration', () => {
    it('given a URL that is not smtp:// or smtps://, when constructing, then it fails without echoing the URL', () => {
      for (const url of ['http://user:Secr3t@mail.example.test', 'not a url Secr3t', 'smtp://']) {
        expect(() => new SmtpMailer(url, CONTRACT_FROM)).to.throw(Error, /SMTP URL/);
        expect(() => new SmtpMailer(url, CONTRACT_FROM)).not.to.throw(/Secr3t/);
      }
    });
  });
});
