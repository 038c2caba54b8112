import { expect } from 'chai';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../../../application/ports/logger.port';
import { OutboxMailer, outboxFileName } from '../../../adapters/outbox/outbox-mailer';
import { CONTRACT_FROM, mailerContract } from '../../support/contracts/mailer.contract';
import { parseMime } from '../../support/parse-mime';

interface LogEntry {
  fields: Record<string, unknown>;
  message: string;
}

function capturingLogger(entries: LogEntry[]): Logger {
  const push = (fields: Record<string, unknown>, message: string): void =>
    void entries.push({ fields, message });
  return { info: push, warn: push, error: push };
}

/** A temp folder whose `outbox` child does not exist yet, so the mailer must create it. */
async function makeOutbox(): Promise<{
  sandbox: string;
  dir: string;
  log: LogEntry[];
  mailer: OutboxMailer;
}> {
  const sandbox = await mkdtemp(path.join(os.tmpdir(), 'outbox-mailer-'));
  const dir = path.join(sandbox, 'data', 'outbox');
  const log: LogEntry[] = [];
  return { sandbox, dir, log, mailer: new OutboxMailer(dir, CONTRACT_FROM, capturingLogger(log)) };
}

describe('Adapters | Outbox mailer', () => {
  mailerContract('OutboxMailer', async () => {
    const { sandbox, dir, mailer } = await makeOutbox();
    return {
      mailer,
      received: async () => {
        const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
        return Promise.all(files.map(async (name) => parseMime(await readFile(path.join(dir, name)))));
      },
      close: () => rm(sandbox, { recursive: true, force: true }),
    };
  });

  describe('files and log', () => {
    let outbox: Awaited<ReturnType<typeof makeOutbox>>;

    beforeEach(async () => {
      outbox = await makeOutbox();
    });

    afterEach(async () => {
      await rm(outbox.sandbox, { recursive: true, force: true });
    });

    it('given several messages, when sent at once, then only complete .eml files remain, no temp files', async () => {
      await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          outbox.mailer.send({ to: `p${i}@example.test`, subject: `Viesti ${i}`, text: 'Hei' }),
        ),
      );

      const names = await readdir(outbox.dir);
      expect(names).to.have.length(5);
      for (const name of names) expect(name).to.match(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-[A-Za-z0-9._-]+\.eml$/);
    });

    it('given a message, when sent, then the log names recipient, subject and the file holding it', async () => {
      const sent = await outbox.mailer.send({ to: 'a@example.test', subject: 'Tervetuloa', text: 'Hei' });

      expect(outbox.log).to.have.length(1);
      const { fields } = outbox.log[0] as LogEntry;
      expect(fields).to.include({ to: 'a@example.test', subject: 'Tervetuloa' });
      expect(path.dirname(String(fields.file))).to.equal(outbox.dir);
      expect(parseMime(await readFile(String(fields.file))).messageId).to.equal(sent.messageId);
    });

    it('given a Message-ID with brackets and @, when naming the file, then only safe characters remain', () => {
      const name = outboxFileName(new Date('2025-03-01T08:09:10.123Z'), '<a1b2-c3@sanaryhmat.test>');

      expect(name).to.equal('2025-03-01T080910.123Z-a1b2-c3_sanaryhmat.test.eml');
    });
  });
});
