import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Received } from './contracts/mailer.contract';
import { parseMime } from './parse-mime';

/** The mails an instance wrote to its outbox (the embedded mailer), oldest first. */
export async function outboxMails(dataDir: string, slug: string): Promise<Received[]> {
  const folder = path.join(dataDir, 'outbox', slug);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(names.map(async (name) => parseMime(await readFile(path.join(folder, name)))));
}

/** The token of the last link mailed to `to`, as a person would click it. */
export async function lastLinkToken(dataDir: string, slug: string, to: string): Promise<string> {
  const mails = (await outboxMails(dataDir, slug)).filter((mail) =>
    mail.to.some((address) => address.includes(to)),
  );
  const token = /token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}
