import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Delivery {
  raw: Buffer;
  envelopeTo: string[];
  user: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  deliveries: Delivery[];
  close: () => Promise<void>;
}

export interface TestSmtpOptions {
  /** Require AUTH with these credentials; without it, AUTH is optional. */
  credentials?: { username: string; password: string };
  /** Answer RCPT TO with 550 for these addresses. */
  refuse?: string[];
  /** Speak TLS from the first byte (smtps), with smtp-server's built-in test certificate. */
  secure?: boolean;
}

/** A real SMTP server on an ephemeral port that keeps every accepted message in memory. */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const deliveries: Delivery[] = [];
  const { credentials, refuse = [], secure = false } = options;
  const server = new SMTPServer({
    secure,
    logger: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !credentials,
    allowInsecureAuth: true, // plain-text AUTH on loopback; production relays use smtps or STARTTLS
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.username && auth.password === credentials?.password) {
        callback(null, { user: auth.username });
      } else {
        // Echoes the password back, the worst case for a client that forwards server replies.
        callback(new Error(`Authentication failed for ${auth.username}/${auth.password}`));
      }
    },
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Recorded before the 250 reply, so a resolved send() is already visible to the test.
        deliveries.push({
          raw: Buffer.concat(chunks),
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, deliveries, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
