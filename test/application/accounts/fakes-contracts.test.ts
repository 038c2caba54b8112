// The in-memory account fakes the use-case tests run on pass the same contracts as the PostgreSQL adapters
// (test/integration/postgres/accounts-repositories.test.ts), so a use case that works here works there.
import { mailerContract } from '../../support/contracts/mailer.contract';
import { CONTRACT_FROM } from '../../support/contracts/mailer.contract';
import { oneTimeTokenRepositoryContract } from '../../support/contracts/one-time-token-repository.contract';
import { sessionRepositoryContract } from '../../support/contracts/session-repository.contract';
import { userEmailContract } from '../../support/contracts/user-email.contract';
import { userRepositoryContract } from '../../support/contracts/user-repository.contract';
import { FakeUnitOfWork } from '../../support/fakes/fake-unit-of-work';
import { InMemoryOneTimeTokenRepository } from '../../support/fakes/in-memory-one-time-token.repository';
import { InMemorySessionRepository } from '../../support/fakes/in-memory-session.repository';
import { InMemoryUserRepository } from '../../support/fakes/in-memory-user.repository';
import { RecordingMailer } from '../../support/fakes/recording-mailer';

async function inMemoryStores() {
  const sessions = new InMemorySessionRepository();
  const users = new InMemoryUserRepository(undefined, sessions);
  const oneTimeTokens = new InMemoryOneTimeTokenRepository();
  const unitOfWork = new FakeUnitOfWork([users, sessions, oneTimeTokens]);
  return { users, sessions, oneTimeTokens, unitOfWork, close: async () => {} };
}

userRepositoryContract('in-memory fake', inMemoryStores);
userEmailContract('in-memory fake', inMemoryStores);
sessionRepositoryContract('in-memory fake', inMemoryStores);
oneTimeTokenRepositoryContract('in-memory fake', inMemoryStores);

const addresses = (value: string | string[] | undefined) =>
  [value ?? []].flat().map((address) => /<([^>]+)>/.exec(address)?.[1] ?? address);

mailerContract('recording fake', async () => {
  const mailer = new RecordingMailer(CONTRACT_FROM);
  return {
    mailer,
    received: async () =>
      mailer.sent.map((mail) => ({
        messageId: mail.messageId,
        from: addresses(mail.from),
        to: addresses(mail.to),
        replyTo: addresses(mail.replyTo),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })),
    close: async () => {},
  };
});
